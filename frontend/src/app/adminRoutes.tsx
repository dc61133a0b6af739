import type { RouteObject } from 'react-router-dom';
import type { AdminPage } from '../admin/AdminApp';

/** An admin page, loaded with the admin chunk (and TinyMCE) only when /protected is visited. */
const admin = (page: AdminPage) => async () => ({ Component: (await import('../admin/AdminApp')).ADMIN_PAGES[page] });

/** The /protected admin: rendered in the browser only (the gateway sends it the bare page), never part of a visitor's first load. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/protected',
    lazy: async () => ({ Component: (await import('../admin/AdminApp')).AdminShell }),
    children: [
      { index: true, lazy: admin('dashboard') },
      ...(['info', 'structure', 'edu', 'events', 'activity'] as const).map((group) => ({ path: group, lazy: admin(group) })),
      { path: 'news', lazy: admin('news') },
      { path: 'news/create', lazy: admin('newsCreate') },
      { path: 'news/create/:id', lazy: admin('newsEdit') },
      { path: 'gallery', lazy: admin('gallery') },
      { path: 'interactive', lazy: admin('interactive') },
      { path: 'insert-text/:menu', lazy: admin('insertText') },
      { path: 'driver', lazy: admin('driver') },
      { path: 'password', lazy: admin('password') },
      { path: 'trash', lazy: admin('trash') },
      { path: 'audit', lazy: admin('audit') },
      { path: 'revisions/:kind', lazy: admin('revisions') },
      { path: 'revisions/:kind/:id', lazy: admin('revisions') },
      { path: '*', lazy: admin('unknown') },
    ],
  },
];
