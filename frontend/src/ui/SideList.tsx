import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Aside = styled.aside`
  border: 1px solid ${theme.border};
  border-radius: 6px;
  padding: 1rem;
  background: ${theme.surface};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.75rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
`;

/** A titled sidebar list (latest news, interactive services). */
export function SideList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Aside aria-label={title}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </Aside>
  );
}

/** `sizes` of an image across the main column beside the sidebar (1200px page, 20rem sidebar from 1024px). */
export const MAIN_COLUMN = '(min-width: 1024px) min(calc(100vw - 22rem), 880px), 100vw';

export const WithSidebar = styled.div`
  display: grid;
  gap: 2rem;
  @media (min-width: ${theme.wide}) {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;
