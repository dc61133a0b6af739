import {
  ChevronDown,
  CircleStop,
  ExternalLink,
  Eye,
  FilePen,
  Images,
  LayoutGrid,
  Link,
  List,
  Menu,
  Network,
  Pencil,
  Phone,
  Play,
  ScanEye,
  Send,
  Trash2,
  type LucideIcon,
} from 'lucide-react';

/**
 * The site's one icon set: Lucide's SVG icons, drawn in the text's colour at the text's size, the same on every device
 * (an emoji or a symbol character depends on the device's fonts, and is an empty box where it has none). Each export is
 * one icon, so a page's chunk carries only those it uses.
 *
 * An icon beside a word that says the same thing is decoration, hidden from screen readers. An icon alone (a button
 * with no word) is named by `label`: the control around it then has that name, and a sighted reader sees no text.
 */
export interface IconProps {
  /** The icon's accessible name, where no text beside it says what it is. */
  label?: string;
  className?: string;
}

const icon = (Glyph: LucideIcon) =>
  function Icon({ label, className }: IconProps) {
    return (
      <Glyph
        className={className}
        size="1.15em"
        strokeWidth={2}
        focusable="false"
        style={{ verticalAlign: '-0.2em', flexShrink: 0 }}
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      />
    );
  };

// Visitor pages.
export const LowVisionIcon = /* @__PURE__ */ icon(Eye);
export const PhoneIcon = /* @__PURE__ */ icon(Phone);
export const SiteMapIcon = /* @__PURE__ */ icon(Network);
export const MenuIcon = /* @__PURE__ */ icon(Menu);
export const ExpandIcon = /* @__PURE__ */ icon(ChevronDown);
export const VideoIcon = /* @__PURE__ */ icon(Play);
export const PhotosIcon = /* @__PURE__ */ icon(Images);
export const TelegramIcon = /* @__PURE__ */ icon(Send);
export const CopyLinkIcon = /* @__PURE__ */ icon(Link);

// The admin.
export const EditIcon = /* @__PURE__ */ icon(Pencil);
export const DeleteIcon = /* @__PURE__ */ icon(Trash2);
export const CancelScheduleIcon = /* @__PURE__ */ icon(CircleStop);
export const PreviewIcon = /* @__PURE__ */ icon(ScanEye);
export const OpenOnSiteIcon = /* @__PURE__ */ icon(ExternalLink);
export const PageTextIcon = /* @__PURE__ */ icon(FilePen);
export const ListIcon = /* @__PURE__ */ icon(List);
export const GridIcon = /* @__PURE__ */ icon(LayoutGrid);
