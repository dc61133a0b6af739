import type { RouteObject } from 'react-router-dom';
import type { AdminPage } from '../admin/AdminApp';

/** An admin page, loaded with the admin chunk (and TinyMCE) only when /protected is visited. */
const admin = (page: AdminPage) => async () => ({ Component: (await import('../admin/AdminApp')).ADMIN_PAGES[page] });

/** Each path below /protected and its page; the router ranks them by how specific they are, '*' last. */
const ADMIN_PATHS: Record<string, AdminPage> = {
  info: 'info',
  structure: 'structure',
  edu: 'edu',
  events: 'events',
  activity: 'activity',
  news: 'news',
  'news/create': 'newsCreate',
  'news/create/:id': 'newsEdit',
  calendar: 'calendar',
  'calendar/create': 'calendarCreate',
  'calendar/create/:id': 'calendarEdit',
  announcements: 'announcements',
  telegram: 'telegram',
  gallery: 'gallery',
  interactive: 'interactive',
  'insert-text/:menu': 'insertText',
  driver: 'driver',
  password: 'password',
  trash: 'trash',
  audit: 'audit',
  'revisions/:kind': 'revisions',
  'revisions/:kind/:id': 'revisions',
  '*': 'unknown',
};

/** The /protected admin: rendered in the browser only (the gateway sends it the bare page), never part of a visitor's first load. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/protected',
    lazy: async () => ({ Component: (await import('../admin/AdminApp')).AdminShell }),
    children: [
      { index: true, lazy: admin('dashboard') },
      ...Object.entries(ADMIN_PATHS).map(([path, page]) => ({ path, lazy: admin(page) })),
    ],
  },
];
