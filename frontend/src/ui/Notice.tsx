import styled from 'styled-components';
import { theme } from './theme';

/** An inline message where content would be: empty, failed to load, not found. */
export const Notice = styled.p`
  padding: 1rem;
  border-radius: 6px;
  background: ${theme.surface};
  border: 1px solid ${theme.border};
  color: ${theme.text};
`;
