import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { IconProps } from '../../ui/icons';
import { theme } from '../../ui/theme';

const Header = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  > div > a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    min-width: 2.25rem;
    height: 2.25rem;
    border-radius: 4px;
    border: 1px solid ${theme.green};
    text-decoration: none;
    padding: 0 0.6rem;
  }
`;

interface Props {
  title: ReactNode;
  /** An optional link (e.g. to add an item, to the public page): its icon, if any, and its label, which says where it goes. */
  link?: { to: string; label: string; Icon?: ComponentType<IconProps> };
  /** An optional action (e.g. create). */
  action?: ReactNode;
}

/** An admin page's title with its optional link and action. */
export function PageHeader({ title, link, action }: Props) {
  return (
    <Header>
      <h1>{title}</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {link && (
          <Link to={link.to}>
            {link.Icon && <link.Icon />}
            {link.label}
          </Link>
        )}
        {action}
      </div>
    </Header>
  );
}
