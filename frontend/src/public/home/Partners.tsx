import styled from 'styled-components';
import { thumbnailUrl } from '../../api/client';
import { type BaseAnswer, type Read } from '../../api/read';
import { useItems } from '../../api/contentItems';
import type { NamedLink } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { useHomeWords } from './homeWords';
import { safeHref } from '../../lib/safeHref';
import { theme } from '../../ui/theme';
import { CardStrip } from './carousels';
import { defineIsland } from '../../islands/defineIsland';

const AUTOPLAY_MS = 5000;

const Partner = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  text-align: center;
  padding: 0.75rem;
  border: 1px solid ${theme.border};
  border-radius: 6px;
  text-decoration: none;
  color: ${theme.text};
  min-height: 10rem;
  img {
    width: 10rem;
    height: 6rem;
    object-fit: contain;
  }
`;

/** The partners' logos, four at a time on a wide screen. */
export function Partners({ items: read }: { items: Read<BaseAnswer> }) {
  const { t, lang } = useT();
  const words = useHomeWords();
  const { items } = useItems<NamedLink>(read);
  return (
    <CardStrip title={words.t('partners')} wide={4} autoplayMs={AUTOPLAY_MS} testId="partners-carousel">
      {(items ?? []).map((partner) => (
        <Partner key={partner.id} href={safeHref(partner.url)} target="_blank" rel="noopener noreferrer">
          <img src={thumbnailUrl(partner.photo)} alt="" width={160} height={96} loading="lazy" />
          <span>
            {partner[lang]} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </span>
        </Partner>
      ))}
    </CardStrip>
  );
}

export const partnersIsland = defineIsland('partners', Partners, 'visible');
