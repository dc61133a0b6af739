import { createGlobalStyle } from 'styled-components';

/**
 * The admin's page-wide rule while it is shown. The site lets a long word wrap at any letter (ui/GlobalStyle.ts),
 * which also lets a table's column or a label's track shrink to one letter ('Ti l', 'NEW S'): the admin wraps between
 * words, and breaks a word only where it is wider than its whole line (an address may wrap anywhere: kit.tsx's Address).
 */
export const AdminStyle = createGlobalStyle`
  body {
    overflow-wrap: break-word;
  }
`;
