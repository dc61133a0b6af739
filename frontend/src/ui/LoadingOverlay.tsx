import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  background: rgba(255, 255, 255, 0.96);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  font-size: 1.25rem;
  color: ${theme.greenDark};
`;
const Spinner = styled.span`
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  border: 0.35rem solid ${theme.greenLight};
  border-top-color: ${theme.green};
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** The full-screen 'Kuting ...' overlay; it covers the page without moving it. */
export function LoadingOverlay({ text }: { text: string }) {
  return (
    <Overlay role="status" aria-live="polite" data-testid="loading-overlay">
      <Spinner aria-hidden="true" />
      <span>{text}</span>
    </Overlay>
  );
}
