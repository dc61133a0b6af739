import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { IconProps } from '../../ui/icons';
import { theme } from '../../ui/theme';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1.25rem;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.25rem;
    height: 2.25rem;
    border-radius: 4px;
    border: 1px solid ${theme.green};
    text-decoration: none;
    padding: 0 0.6rem;
  }
`;

interface Props {
  title: string;
  /** An optional link (e.g. to the list or the public page): its icon alone, named and titled by `label`, or without one the label. */
  link?: { to: string; label: string; Icon?: ComponentType<IconProps> };
  /** An optional action (e.g. create). */
  action?: ReactNode;
}

/** An admin page's title with its optional link and action. */
export function PageHeader({ title, link, action }: Props) {
  return (
    <Header>
      <h1>{title}</h1>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        {link && (
          <Link to={link.to} aria-label={link.label} title={link.label}>
            {link.Icon ? <link.Icon /> : link.label}
          </Link>
        )}
        {action}
      </div>
    </Header>
  );
}
