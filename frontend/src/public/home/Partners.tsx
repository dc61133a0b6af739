import styled from 'styled-components';
import { type BaseAnswer, type Read } from '../../api/read';
import { useItems } from '../../api/contentItems';
import type { NamedLink } from '../../api/types';
import { useHomeWords } from './homeWords';
import { theme } from '../../ui/theme';
import { CardStrip } from './carousels';
import { defineIsland } from '../../islands/defineIsland';
import { ExternalLinkCard } from '../ExternalLinkCard';

const AUTOPLAY_MS = 5000;

const Partner = styled(ExternalLinkCard)`
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
  img,
  [data-late] {
    display: block;
    width: 10rem;
    height: 6rem;
    object-fit: contain;
  }
`;

/** The partners' logos, four at a time on a wide screen. */
export function Partners({ items: read }: { items: Read<BaseAnswer> }) {
  const words = useHomeWords();
  const { items } = useItems<NamedLink>(read);
  return (
    <CardStrip title={words.t('partners')} wide={4} autoplayMs={AUTOPLAY_MS} testId="partners-carousel">
      {(items ?? []).map((partner) => (
        // The last section of the page: its logos come when it is near (ui/Late.tsx).
        <Partner key={partner.id} link={partner} width={160} height={96} late />
      ))}
    </CardStrip>
  );
}

export const partnersIsland = defineIsland('partners', Partners, 'visible');
