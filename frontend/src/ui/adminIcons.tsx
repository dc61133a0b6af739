import {
  Activity,
  ArrowLeft,
  CalendarDays,
  Car,
  CircleStop,
  ExternalLink,
  FilePen,
  FileText,
  GraduationCap,
  HeartHandshake,
  Images,
  Inbox,
  Info,
  LayoutGrid,
  List,
  Megaphone,
  MousePointerClick,
  Newspaper,
  PanelLeftClose,
  PanelLeftOpen,
  Pencil,
  Plus,
  ScanEye,
  Send,
  Trash2,
  Users,
} from 'lucide';
import { icon } from './layoutIcons';

// The admin's icons (ui/icons.tsx): its own chunks carry them, never a visitor page.
export const EditIcon = /* @__PURE__ */ icon(Pencil);
export const DeleteIcon = /* @__PURE__ */ icon(Trash2);
export const CancelScheduleIcon = /* @__PURE__ */ icon(CircleStop);
export const PreviewIcon = /* @__PURE__ */ icon(ScanEye);
export const OpenOnSiteIcon = /* @__PURE__ */ icon(ExternalLink);
export const PageTextIcon = /* @__PURE__ */ icon(FilePen);
export const ListIcon = /* @__PURE__ */ icon(List);
export const BackIcon = /* @__PURE__ */ icon(ArrowLeft);
export const GridIcon = /* @__PURE__ */ icon(LayoutGrid);
export const AddIcon = /* @__PURE__ */ icon(Plus);
export const InfoIcon = /* @__PURE__ */ icon(Info);
export const StructureIcon = /* @__PURE__ */ icon(Users);
export const NewsIcon = /* @__PURE__ */ icon(Newspaper);
export const EducationIcon = /* @__PURE__ */ icon(GraduationCap);
// Spiritual and educational work: not the calendar's glyph (EventCalendarIcon), that two sections are told apart.
export const EventsIcon = /* @__PURE__ */ icon(HeartHandshake);
export const ActivityIcon = /* @__PURE__ */ icon(Activity);
export const AnnouncementsIcon = /* @__PURE__ */ icon(Megaphone);
export const InteractiveIcon = /* @__PURE__ */ icon(MousePointerClick);
export const DriverIcon = /* @__PURE__ */ icon(Car);
export const DocumentsIcon = /* @__PURE__ */ icon(FileText);
export const AppealsIcon = /* @__PURE__ */ icon(Inbox);
export const CollapseMenuIcon = /* @__PURE__ */ icon(PanelLeftClose);
export const ExpandMenuIcon = /* @__PURE__ */ icon(PanelLeftOpen);
// The admin's entries with the visitor pages' glyphs (the share bar's, the events page's), drawn here: an icon module
// the admin shares with visitor pages becomes a small chunk the build folds into the one every visitor page loads.
export const TelegramSettingsIcon = /* @__PURE__ */ icon(Send);
export const GalleryIcon = /* @__PURE__ */ icon(Images);
export const EventCalendarIcon = /* @__PURE__ */ icon(CalendarDays);
