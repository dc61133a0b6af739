import styled from 'styled-components';
import { thumbnailUrl } from '../../api/client';
import type { NamedLink } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { safeHref } from '../../lib/safeHref';
import { AutoCarousel } from '../../ui/AutoCarousel';
import { theme } from '../../ui/theme';
import { useCarouselLabels } from './useCarouselLabels';
import { defineIsland } from '../../islands/Island';

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

/** The partners' logos, four at a time on a wide screen; nothing while there are none. */
export function Partners({ items }: { items: (NamedLink & { id: string })[] | undefined }) {
  const { t, lang } = useT();
  const labels = useCarouselLabels(t('partners'));
  if (!items || items.length === 0) return null;
  return (
    <AutoCarousel
      labels={labels}
      slides={{ small: 1, wide: 4 }}
      autoplayMs={AUTOPLAY_MS}
      heading={<h2>{t('partners')}</h2>}
      dots={false}
      testId="partners-carousel"
    >
      {items.map((partner) => (
        <Partner key={partner.id} href={safeHref(partner.url)} target="_blank" rel="noopener noreferrer">
          <img src={thumbnailUrl(partner.photo)} alt="" width={160} height={96} loading="lazy" />
          <span>
            {partner[lang]} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </span>
        </Partner>
      ))}
    </AutoCarousel>
  );
}

export const partnersIsland = defineIsland('partners', Partners, 'visible');
