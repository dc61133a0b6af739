import { useId, type ReactNode } from 'react';
import { useUiLang } from '../messages/useUiLang';
import { HintText, Row } from './kit';

/**
 * The optional English and Russian of texts the site keeps in Uzbek (a person's name and position, a video's caption;
 * docs/content-model.md, "Languages"): one group, whose legend says they are optional and whose hint says what an
 * empty one shows.
 */
export function TranslationsFieldset({ children }: { children: ReactNode }) {
  const { translations } = useUiLang().t;
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} style={{ border: 0, padding: 0, margin: '0.75rem 0 0', minWidth: 0 }}>
      <legend style={{ padding: 0, fontWeight: 600 }}>{translations.legend}</legend>
      <HintText id={hintId}>{translations.hint}</HintText>
      <Row>{children}</Row>
    </fieldset>
  );
}
