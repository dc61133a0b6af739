import {
  ActivityIcon,
  DriverIcon,
  EducationIcon,
  EventsIcon,
  GridIcon,
  InfoIcon,
  InteractiveIcon,
  NewsIcon,
  PhotosIcon,
  StructureIcon,
} from '../../ui/icons';

/** The admin's side menu, in its order. */
export const SECTIONS = [
  { to: '/protected', label: 'Dashboard', icon: GridIcon, end: true },
  { to: '/protected/info', label: 'Litsey haqida', icon: InfoIcon },
  {
    to: '/protected/structure',
    label: 'Tuzilma',
    icon: StructureIcon,
    children: [
      { to: '/protected/insert-text/1', label: 'Rahbariyat' },
      { to: '/protected/insert-text/2', label: 'Xodimlar' },
    ],
  },
  { to: '/protected/news', label: 'Yangiliklar', icon: NewsIcon },
  { to: '/protected/edu', label: "O'quv ishlari", icon: EducationIcon },
  { to: '/protected/events', label: "Ma'naviy-ma'rifiy ishlar", icon: EventsIcon },
  { to: '/protected/activity', label: 'Faoliyat', icon: ActivityIcon },
  { to: '/protected/interactive', label: 'Interaktiv xizmatlar', icon: InteractiveIcon },
  { to: '/protected/gallery', label: 'Galereya', icon: PhotosIcon },
  { to: '/protected/driver', label: 'Haydovchi', icon: DriverIcon },
] as const;

/** Menu-group pages: admin path segment, the group stored on the server, the page title. */
export const MENU_GROUP_PAGES = {
  info: { group: 'info', title: 'Litsey Info' },
  structure: { group: 'structure', title: 'Tuzilma' },
  edu: { group: 'education', title: "O'quv ishlari" },
  events: { group: 'events', title: "Ma'naviy — ma'rifiy ishlar" },
  activity: { group: 'activity', title: 'Faoliyat' },
} as const;
export type MenuGroupPath = keyof typeof MENU_GROUP_PAGES;
