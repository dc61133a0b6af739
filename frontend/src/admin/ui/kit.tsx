import styled from 'styled-components';
import { namedIcon } from './IconButton';
import { DANGER } from '../../ui/danger';
import { theme } from '../../ui/theme';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.5rem 1rem;
  border-radius: 4px;
  font: inherit;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$variant === 'danger' ? DANGER : theme.green)};
  background: ${(p) => (p.$variant === 'secondary' ? '#fff' : p.$variant === 'danger' ? DANGER : theme.green)};
  color: ${(p) => (p.$variant === 'secondary' ? theme.greenDark : '#fff')};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Card = styled.section`
  background: #fff;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  padding: 1rem 1.25rem;
  margin-bottom: 1.5rem;
  @container (max-width: 30rem) {
    padding: 0.75rem;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
`;

/**
 * An admin list. Where the page is narrower than this (the admin's main column, a size container: AdminLayout.tsx),
 * its rows stack: each cell a line beside its column's name, which DataTable gives it as `data-label` (shown, not read
 * out again: the cell's column header names it for screen readers). Its parts say their table roles outright
 * (DataTable.tsx), since some browsers drop them from a table displayed as blocks.
 */
const STACKED_BELOW = '45rem';

export const Table = styled.table.attrs({ role: 'table' })`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    border-bottom: 1px solid ${theme.border};
    padding: 0.5rem;
    text-align: start;
    vertical-align: middle;
  }
  th {
    background: ${theme.surface};
  }
  img {
    width: 4rem;
    height: 3rem;
    object-fit: cover;
    border-radius: 4px;
  }
  input:not([type='checkbox']),
  textarea {
    width: 100%;
  }
  /* A row's actions side by side, and a time on one line: the column of titles gives way to them. */
  ${Row} {
    flex-wrap: nowrap;
    align-items: center;
    gap: 0.5rem;
  }
  time {
    white-space: nowrap;
  }
  /* Where the rows stack (a phone): an action says its short name beside its icon, no name to hover for. */
  @container (max-width: ${STACKED_BELOW}) {
    ${Row} {
      flex-wrap: wrap;
    }
    :is(button, a):has(> [data-name]) {
      ${namedIcon}
    }
    &,
    tbody {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    /* A row's labels share one track, as wide as its longest word needs: a label never breaks inside a word. */
    tr {
      display: grid;
      grid-template-columns: fit-content(45%) minmax(0, 1fr);
      column-gap: 0.75rem;
      padding: 0.4rem 0;
      border-bottom: 1px solid ${theme.border};
    }
    td {
      display: block;
      grid-column: 1 / -1;
      border: 0;
      padding: 0.2rem 0;
    }
    td[data-label] {
      display: grid;
      grid-template-columns: subgrid;
      align-items: baseline;
    }
    td[data-label]::before {
      content: attr(data-label) / '';
      color: ${theme.muted};
      font-size: 0.85rem;
      font-weight: 700;
      overflow-wrap: normal;
    }
  }
`;

export const FieldLabel = styled.label`
  display: grid;
  /* Its field takes the width there is, down to a phone's: a field's own width (a date's, a file's) is no minimum. */
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: 0.3rem;
  font-weight: 600;
  font-size: 0.95rem;
  flex: 1 1 12rem;
  input,
  textarea,
  select {
    font: inherit;
    font-weight: 400;
    padding: 0.45rem 0.6rem;
    border: 1px solid #8a949e;
    border-radius: 4px;
    width: 100%;
  }
  input:disabled {
    background: ${theme.surface};
  }
  textarea {
    min-height: 6rem;
    resize: vertical;
  }
`;

/** A switch's box beside its words, not stretched as the form's text fields are; a finger's size on a phone. */
export const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  margin: 0.4rem 0;
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  margin-top: 1rem;
  flex-wrap: wrap;
`;

export const ErrorText = styled.p`
  color: ${DANGER};
  margin: 0.25rem 0 0;
  font-size: 0.9rem;
  font-weight: 400;
`;

export const HintText = styled.span`
  color: ${theme.muted};
  font-size: 0.9rem;
  font-weight: 400;
`;

/** An address (a URL, a path): it has no words to wrap between, so it may wrap anywhere rather than widen its column. */
export const Address = styled.span`
  overflow-wrap: anywhere;
`;
