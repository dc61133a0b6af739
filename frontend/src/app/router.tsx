import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { AdminPage } from '../admin/AdminApp';
import { ErrorScreen } from '../ui/ErrorScreen';
import { PublicLayout } from '../public/layout/PublicLayout';
import { Home } from '../public/home/Home';

const toHome = <Navigate to="/uz" replace />;

/** The visitor pages other than home, each its own chunk: the home page's first load carries only itself. */
const page = (load: () => Promise<{ Component: () => ReactNode }>) => load;

/** An admin page, loaded with the admin chunk (and TinyMCE) only when /protected is visited. */
const admin = (page: AdminPage) => async () => ({ Component: (await import('../admin/AdminApp')).ADMIN_PAGES[page] });

/** SPEC.md section 2's public routes; anything else goes to /uz. */
export const router = createBrowserRouter([
  {
    errorElement: <ErrorScreen />,
    children: [
      { path: '/', element: toHome },
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
          { path: '*', lazy: admin('unknown') },
        ],
      },
      {
        path: '/:lang',
        element: <PublicLayout />,
        children: [
          { index: true, element: <Home /> },
          {
            path: 'interactive',
            lazy: page(async () => ({ Component: (await import('../public/interactive/InteractivePage')).InteractivePage })),
          },
          { path: 'news', lazy: page(async () => ({ Component: (await import('../public/news/NewsPage')).NewsPage })) },
          { path: 'news/:id', lazy: page(async () => ({ Component: (await import('../public/news/NewsItemPage')).NewsItemPage })) },
          { path: 'events', lazy: page(async () => ({ Component: (await import('../public/events/EventsPage')).EventsPage })) },
          {
            path: 'events/videos',
            lazy: page(async () => ({ Component: (await import('../public/events/VideoGalleryPage')).VideoGalleryPage })),
          },
          {
            path: 'events/photos',
            lazy: page(async () => ({ Component: (await import('../public/events/PhotoGalleryPage')).PhotoGalleryPage })),
          },
          {
            path: 'structure/leadership',
            lazy: page(async () => {
              const { PeoplePage } = await import('../public/structure/PeoplePage');
              return { Component: () => <PeoplePage type="LEADER" /> };
            }),
          },
          {
            path: 'structure/staff',
            lazy: page(async () => {
              const { PeoplePage } = await import('../public/structure/PeoplePage');
              return { Component: () => <PeoplePage type="STAFF" /> };
            }),
          },
          { path: ':menu/:url', lazy: page(async () => ({ Component: (await import('../public/page/GenericPage')).GenericPage })) },
          { path: '*', element: toHome },
        ],
      },
      { path: '*', element: toHome },
    ],
  },
]);
