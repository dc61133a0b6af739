import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../ui/theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 0.5rem 1.25rem;
  margin: 1rem 0;
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
  /* A phone's width: each name above its value. */
  @media (max-width: ${theme.phone}) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.15rem;
    dd + dt {
      margin-top: 0.6rem;
    }
  }
`;

/** An appeal's facts (its number, code, dates, status): each name beside its value, above it on a phone. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <List>
      {items.map(([name, value]) => (
        <Fragment key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
