import styled from 'styled-components';

/**
 * Holds a page's place until its main content has arrived, so that the parts that come first
 * (a sidebar, the footer) are not pushed down by it later: no layout shift.
 */
export const Pending = styled.div.attrs({ 'aria-busy': true })`
  min-height: 100vh;
`;
