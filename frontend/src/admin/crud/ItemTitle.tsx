import { flatName } from '@lyceum/contract/kinds';
import styled from 'styled-components';
import { theme } from '../../ui/theme';
import type { UiLang } from '../messages';
import { useUiLang } from '../messages/useUiLang';

/** An item read by the admin: its localized texts flat, by language (`titleUz`, `titleEn`, `titleRu`). */
type Flat = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * An item's `field` in the admin's language `lang`, or its Uzbek one where it has none there; and the language of what
 * is given, so that a title borrowed from Uzbek is said (and marked) as Uzbek.
 */
export function textIn(item: Flat, field: string, lang: UiLang): { text: string; lang: UiLang } {
  const own = text(item[flatName(field, lang)]);
  return own || lang === 'uz' ? { text: own, lang } : { text: text(item[flatName(field, 'uz')]), lang: 'uz' };
}

const Mark = styled.span`
  margin-inline-start: 0.4rem;
  color: ${theme.muted};
  font-size: 0.85em;
  white-space: nowrap;
`;

/** An item's title as a list shows it: in the admin's language, or in Uzbek marked as such where it has none. */
export function ItemTitle({ item, field = 'title' }: { item: Flat; field?: string }) {
  const { lang, t } = useUiLang();
  const shown = textIn(item, field, lang);
  return (
    <>
      <span lang={shown.lang} data-content>
        {shown.text}
      </span>
      {shown.lang !== lang && <Mark>({t.lists.inUzbek})</Mark>}
    </>
  );
}
