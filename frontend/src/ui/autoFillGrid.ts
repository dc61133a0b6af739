import { css } from 'styled-components';

/** A bare list laid out as a grid of as many columns of at least `min` as fit (one narrower column when not even one fits: text zoom). */
export const autoFillGrid = (min: string) => css`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${min}, 100%), 1fr));
`;
