import {
  ActivityIcon,
  AnnouncementsIcon,
  DriverIcon,
  EducationIcon,
  EventCalendarIcon,
  EventsIcon,
  GalleryIcon,
  GridIcon,
  InfoIcon,
  InteractiveIcon,
  NewsIcon,
  StructureIcon,
  TelegramSettingsIcon,
} from '../../ui/icons';
import type { AdminMessages } from '../messages';

/** The admin's side menu, in its order; each label is its `section` in the messages' `sections`. */
export const SECTIONS = [
  { to: '/protected', section: 'dashboard', icon: GridIcon, end: true },
  { to: '/protected/info', section: 'info', icon: InfoIcon },
  {
    to: '/protected/structure',
    section: 'structure',
    icon: StructureIcon,
    children: [
      { to: '/protected/insert-text/1', section: 'leaders' },
      { to: '/protected/insert-text/2', section: 'staff' },
    ],
  },
  { to: '/protected/news', section: 'news', icon: NewsIcon },
  { to: '/protected/calendar', section: 'calendar', icon: EventCalendarIcon },
  { to: '/protected/announcements', section: 'announcements', icon: AnnouncementsIcon },
  { to: '/protected/telegram', section: 'telegram', icon: TelegramSettingsIcon },
  { to: '/protected/edu', section: 'edu', icon: EducationIcon },
  { to: '/protected/events', section: 'events', icon: EventsIcon },
  { to: '/protected/activity', section: 'activity', icon: ActivityIcon },
  { to: '/protected/interactive', section: 'interactive', icon: InteractiveIcon },
  { to: '/protected/gallery', section: 'gallery', icon: GalleryIcon },
  { to: '/protected/driver', section: 'driver', icon: DriverIcon },
] as const;

/** Menu-group pages: admin path segment → the group stored on the server (titled by the messages' `menuGroups`). */
export const MENU_GROUP_PAGES = {
  info: { group: 'info' },
  structure: { group: 'structure' },
  edu: { group: 'education' },
  events: { group: 'events' },
  activity: { group: 'activity' },
} as const satisfies Record<keyof AdminMessages['menuGroups'], { group: string }>;
export type MenuGroupPath = keyof typeof MENU_GROUP_PAGES;
