import { css } from 'styled-components';
import { theme } from './theme';

const bareGrid = css`
  list-style: none;
  padding: 0;
  display: grid;
`;

/** A bare list laid out as a grid of as many columns of at least `min` as fit (one narrower column when not even one fits: text zoom). */
export const autoFillGrid = (min: string) => css`
  ${bareGrid}
  grid-template-columns: repeat(auto-fill, minmax(min(${min}, 100%), 1fr));
`;

/** A bare list laid out as one column on a small screen, `medium` columns from theme.medium, and `wide` from theme.wide. */
export const columnsGrid = ({ medium, wide }: { medium: number; wide?: number }) => css`
  ${bareGrid}
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(${medium}, 1fr);
  }
  ${wide &&
  css`
    @media (min-width: ${theme.wide}) {
      grid-template-columns: repeat(${wide}, 1fr);
    }
  `}
`;
