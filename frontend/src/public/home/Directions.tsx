import styled from 'styled-components';
import type { Translations } from '../../api/types';
import { usePageT } from '../../i18n/pageStrings';
import { theme } from '../../ui/theme';
import { Section } from './Section';

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  list-style: none;
  padding: 0;
  margin: 0;
  grid-template-columns: repeat(auto-fill, minmax(min(14rem, 100%), 1fr));
  li {
    padding: 1rem;
    border-left: 4px solid ${theme.gold};
    background: ${theme.surface};
    border-radius: 4px;
    font-weight: 600;
  }
`;

/** The lyceum's directions of study. */
export function Directions({ items }: { items: (Translations & { id: string })[] | undefined }) {
  const { t, lang } = usePageT();
  return (
    <Section aria-labelledby="directions-heading">
      <h2 id="directions-heading">{t('directions')}</h2>
      <List>
        {items?.map((direction) => (
          <li key={direction.id}>{direction[lang]}</li>
        ))}
      </List>
    </Section>
  );
}
