import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { theme } from './theme';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(0, 0, 0, 0.6);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
`;
const Dialog = styled.div<{ $wide: boolean }>`
  background: #fff;
  border-radius: 8px;
  max-height: 90vh;
  overflow: auto;
  position: relative;
  width: ${(p) => (p.$wide ? 'min(1100px, 100%)' : 'min(720px, 100%)')};
  padding: 1rem 1.25rem 1.25rem;
`;
const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
const CloseButton = styled.button`
  border: 1px solid ${theme.border};
  background: #fff;
  border-radius: 4px;
  font-size: 1.5rem;
  line-height: 1;
  width: 2.5rem;
  height: 2.5rem;
  cursor: pointer;
  color: ${theme.text};
`;

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}

/** A modal dialog: focus moves in and stays inside, Escape closes, focus returns where it was. */
export function Modal({ title, closeLabel, onClose, wide = false, children }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  // Layout effect: Escape and the focus trap work from the first frame the dialog is shown (a plain effect may run a frame later).
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!items.length) return;
      const [first, last] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-labelledby="modal-title" $wide={wide}>
        <Header>
          <h2 id="modal-title">{title}</h2>
          <CloseButton type="button" onClick={onClose} aria-label={closeLabel}>
            ×
          </CloseButton>
        </Header>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
