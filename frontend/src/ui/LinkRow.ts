import styled from 'styled-components';
import { theme } from './theme';

/** A wrapping row of bordered links, the current one (`aria-current="page"`) filled: a pager's pages, a list's filters. */
export const LinkRow = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  padding: 0;
  margin: 0;
  a {
    display: inline-block;
    min-width: 2.5rem;
    padding: 0.4rem 0.7rem;
    text-align: center;
    border: 1px solid ${theme.green};
    border-radius: 4px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${theme.green};
    color: #fff;
  }
`;
