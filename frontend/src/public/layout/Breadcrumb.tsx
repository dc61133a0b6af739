import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageT } from '../../i18n/pageStrings';
import { theme } from '../../ui/theme';

export interface Crumb {
  label: string;
  to?: string;
}

const List = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0;
  margin: 1rem 0;
  font-size: 0.9rem;
  color: ${theme.muted};
  li + li::before {
    content: '/';
    margin-right: 0.25rem;
  }
`;

/** Home, the group, then the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t, lang } = usePageT();
  const all: Crumb[] = [{ label: t('home'), to: `/${lang}` }, ...items];
  return (
    <nav aria-label={t('breadcrumb')}>
      <List>
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < all.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
