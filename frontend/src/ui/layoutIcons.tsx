import { createElement } from 'react';
import { ChevronDown, Eye, Menu, Network, Phone, type IconNode } from 'lucide';

export interface IconProps {
  className?: string;
}

/*
 * The top bar's and the menu's icons (ui/icons.tsx), in every visitor page's first load, and the one way an icon is
 * drawn: here rather than in a module of its own, which would be one more chunk in that first load.
 */

/**
 * One icon of the site's set (ui/icons.tsx) from its drawing: an SVG in the text's colour at the text's size. An icon
 * is decoration, hidden from screen readers: a word beside it names what it is, or, for an icon alone, the control
 * around it does (its aria-label: every accessibility engine reads a button's or a link's own name, not all an SVG's).
 */
export const icon = (drawing: IconNode) =>
  function Icon({ className }: IconProps) {
    return (
      <svg
        width="1.15em"
        height="1.15em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        style={{ verticalAlign: '-0.2em', flexShrink: 0 }}
        aria-hidden="true"
      >
        {drawing.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };

// The top bar's and the menu's.
export const LowVisionIcon = /* @__PURE__ */ icon(Eye);
export const PhoneIcon = /* @__PURE__ */ icon(Phone);
export const SiteMapIcon = /* @__PURE__ */ icon(Network);
export const MenuIcon = /* @__PURE__ */ icon(Menu);
export const ExpandIcon = /* @__PURE__ */ icon(ChevronDown);
