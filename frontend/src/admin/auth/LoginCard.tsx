import styled from 'styled-components';
import { theme } from '../../ui/theme';

/** The login's full-screen backdrop and its card; both steps of the login share them. */
export const LoginScreen = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.surface};
  padding: 1rem;
`;

export const LoginForm = styled.form`
  width: min(24rem, 100%);
  background: #fff;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  padding: 1.5rem;
  display: grid;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: 1.4rem;
  }
  p {
    margin: 0;
  }
`;

/** The card's first line: its heading, and the admin's language switch beside it. */
export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  justify-content: space-between;
  align-items: center;
`;

/** A secondary action that reads as a link (switching what the field asks for). */
export const LinkButton = styled.button`
  justify-self: start;
  background: none;
  border: none;
  padding: 0;
  font: inherit;
  color: ${theme.green};
  text-decoration: underline;
  cursor: pointer;
`;
