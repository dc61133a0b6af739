import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** Tooltips show at once and hide 50 ms after the pointer or focus leaves. */
export const TOOLTIP_DELAY = { show: 0, hide: 50 } as const;

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;
const Bubble = styled.span`
  position: absolute;
  top: calc(100% + 6px);
  left: 50%;
  transform: translateX(-50%);
  z-index: 50;
  background: #1f2933;
  color: #fff;
  padding: 0.35rem 0.6rem;
  border-radius: 4px;
  white-space: nowrap;
  font-size: 0.875rem;
`;

interface Props {
  content: ReactNode;
  /** The trigger; it receives aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

export function Tooltip({ content, children }: Props) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY.show);
  };
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), TOOLTIP_DELAY.hide);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Wrapper
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      {children(open ? id : undefined)}
      {open && (
        <Bubble role="tooltip" id={id}>
          {content}
        </Bubble>
      )}
    </Wrapper>
  );
}
