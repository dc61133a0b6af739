import { Navigate, createBrowserRouter } from 'react-router-dom';
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

/** SPEC.md section 2's public routes; anything else goes to /uz. */
export const router = createBrowserRouter([
  {
    errorElement: <ErrorScreen />,
    children: [
      { path: '/', element: toHome },
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
