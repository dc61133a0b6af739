import type { ComponentType, FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { IconProps } from '../../ui/icons';
import { theme } from '../../ui/theme';

/** Where a control's name shows: under it, or after it (the side menu's, beside the menu). */
export type TipSide = 'below' | 'end';

const GAP = 6;
const MARGIN = 4;

/**
 * Puts the control's name beside it, inside the window. The name is `position: fixed`, so no scrolling table, modal or
 * menu around the control clips it; its place is reckoned here each time it is about to show, from the control's box.
 */
function place(control: HTMLElement, side: TipSide) {
  const tip = control.querySelector<HTMLElement>(':scope > [data-tip]');
  if (!tip) return;
  const box = control.getBoundingClientRect();
  const { clientWidth, clientHeight } = document.documentElement;
  const { offsetWidth: width, offsetHeight: height } = tip;
  const within = (start: number, size: number, room: number) => Math.max(MARGIN, Math.min(start, room - size - MARGIN));
  let left: number;
  let top: number;
  if (side === 'end') {
    left = box.right + GAP;
    top = within(box.top + (box.height - height) / 2, height, clientHeight);
  } else {
    left = within(box.left + (box.width - width) / 2, width, clientWidth);
    top = box.bottom + GAP + height <= clientHeight ? box.bottom + GAP : box.top - GAP - height;
  }
  tip.style.left = `${left}px`;
  tip.style.top = `${top}px`;
}

const DISMISSED = 'data-tip-dismissed';

/**
 * The handlers a control with a visible name (`Tip`, `withTip`) needs: its name is placed as the pointer comes or the
 * focus arrives, and Escape hides it (WCAG 1.4.13) without closing a modal around it; it shows again next time.
 */
export const tipHandlers = (side: TipSide = 'below') => ({
  onPointerEnter: (event: PointerEvent<HTMLElement>) => place(event.currentTarget, side),
  onFocus: (event: FocusEvent<HTMLElement>) => place(event.currentTarget, side),
  onPointerLeave: (event: PointerEvent<HTMLElement>) => event.currentTarget.removeAttribute(DISMISSED),
  onBlur: (event: FocusEvent<HTMLElement>) => event.currentTarget.removeAttribute(DISMISSED),
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
    const tip = event.currentTarget.querySelector(':scope > [data-tip]');
    if (event.key !== 'Escape' || !tip || getComputedStyle(tip).visibility !== 'visible') return;
    event.currentTarget.setAttribute(DISMISSED, '');
    event.stopPropagation();
  },
});

/**
 * A control's name, shown while the pointer is on the control or the keyboard's focus is in it. Its text is the
 * control's accessible name too (aria-label or hidden text), so it is hidden from screen readers here, said once.
 */
export const Tip = ({ children }: { children: string }) => (
  <span data-tip="" aria-hidden="true">
    {children}
  </span>
);

/**
 * An icon control that says its short name beside its icon, its tip hidden: where there is no hover to show the tip
 * (a phone's stacked rows, a phone's gallery tiles).
 */
export const namedIcon = css`
  width: auto;
  min-height: 2.75rem;
  padding: 0 0.7rem;
  gap: 0.4rem;
  > [data-name] {
    display: inline;
    white-space: nowrap;
  }
  > [data-tip] {
    display: none;
  }
`;

/** The styles of a control with a `Tip`. The name stays hoverable: the pointer can move onto it (a child of the control). */
export const withTip = css`
  > [data-tip] {
    position: fixed;
    top: 0;
    left: 0;
    z-index: 1100;
    width: max-content;
    max-width: min(20rem, calc(100vw - ${2 * MARGIN}px));
    padding: 0.3rem 0.55rem;
    border-radius: 4px;
    background: ${theme.text};
    color: #fff;
    font-size: 0.85rem;
    font-weight: 400;
    line-height: 1.3;
    text-align: start;
    white-space: normal;
    overflow-wrap: break-word;
    visibility: hidden;
  }
  /* Bridges the gap between control and name, so that the pointer crossing it does not leave the control. */
  > [data-tip]::before {
    content: '';
    position: absolute;
    inset: -${GAP}px;
  }
  /* A pointer that hovers (a mouse): a finger's tap leaves :hover on the control, which would keep its name stuck there. */
  @media (hover: hover) {
    &:hover > [data-tip] {
      visibility: visible;
    }
  }
  &:focus-visible > [data-tip] {
    visibility: visible;
  }
  &[${DISMISSED}] > [data-tip] {
    visibility: hidden;
  }
`;

const square = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 4px;
  cursor: pointer;
  font-size: 1rem;
  ${withTip}
  > [data-name] {
    display: none;
  }
`;

const Button = styled.button`
  ${square}
  border: 1px solid ${theme.border};
  background: #fff;
  color: ${theme.text};
  &:hover {
    background: ${theme.greenLight};
  }
`;

const Anchor = styled(Link)`
  ${square}
  border: 1px solid ${theme.green};
  color: ${theme.green};
  &:hover {
    background: ${theme.greenLight};
  }
`;

interface IconControl {
  /** What it does: its accessible name, and the name shown on hover and focus. */
  label: string;
  /**
   * Its short name (the start of `label`, as WCAG's label in name asks), shown beside the icon on a phone, which has no
   * hover to show `label` by: where a list's rows stack (kit.tsx's Table) and where the gallery's tiles do (GalleryGrid).
   */
  text?: string;
  Icon: ComponentType<IconProps>;
  /** For a styled(…) variant (the gallery's round delete button). */
  className?: string;
}

/** A button that shows an icon alone, and its name on hover and focus. */
export function IconAction({ label, text, Icon, onClick, className }: IconControl & { onClick: () => void }) {
  return (
    <Button type="button" onClick={onClick} aria-label={label} className={className} {...tipHandlers()}>
      <Icon />
      {text && <span data-name="">{text}</span>}
      <Tip>{label}</Tip>
    </Button>
  );
}

/** A link that shows an icon alone, and its name on hover and focus; `newTab` opens it beside the admin (a visitor page). */
export function IconLink({ label, text, Icon, to, newTab = false, className }: IconControl & { to: string; newTab?: boolean }) {
  return (
    <Anchor
      to={to}
      aria-label={label}
      className={className}
      {...tipHandlers()}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Icon />
      {text && <span data-name="">{text}</span>}
      <Tip>{label}</Tip>
    </Anchor>
  );
}
