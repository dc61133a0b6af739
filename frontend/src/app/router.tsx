import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { AdminPage } from '../admin/AdminApp';
import { ErrorScreen } from '../ui/ErrorScreen';
import { PublicLayout } from '../public/layout/PublicLayout';
import { Home } from '../public/home/Home';
import { InteractivePage } from '../public/interactive/InteractivePage';
import { NewsPage } from '../public/news/NewsPage';
import { NewsItemPage } from '../public/news/NewsItemPage';
import { EventsPage } from '../public/events/EventsPage';
import { VideoGalleryPage } from '../public/events/VideoGalleryPage';
import { PhotoGalleryPage } from '../public/events/PhotoGalleryPage';
import { PeoplePage } from '../public/structure/PeoplePage';
import { GenericPage } from '../public/page/GenericPage';

const toHome = <Navigate to="/uz" replace />;

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
          { path: '*', lazy: admin('unknown') },
        ],
      },
      {
        path: '/:lang',
        element: <PublicLayout />,
        children: [
          { index: true, element: <Home /> },
          { path: 'interactive', element: <InteractivePage /> },
          { path: 'news', element: <NewsPage /> },
          { path: 'news/:id', element: <NewsItemPage /> },
          { path: 'events', element: <EventsPage /> },
          { path: 'events/videos', element: <VideoGalleryPage /> },
          { path: 'events/photos', element: <PhotoGalleryPage /> },
          { path: 'structure/leadership', element: <PeoplePage type="LEADER" /> },
          { path: 'structure/staff', element: <PeoplePage type="STAFF" /> },
          { path: ':menu/:url', element: <GenericPage /> },
          { path: '*', element: toHome },
        ],
      },
      { path: '*', element: toHome },
    ],
  },
]);
