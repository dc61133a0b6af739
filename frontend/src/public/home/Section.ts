import styled from 'styled-components';

/** A home page section below the carousel. */
export const Section = styled.section`
  margin: 2.5rem 0;
`;
