import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { unmountIslands } from '../islands/hydrate';
import { interceptNavigation } from '../islands/navigation';
import { pageSsrData } from '../ssr/answers';
import { App } from './App';
import { adminRoutes } from './adminRoutes';
import { appRoutes } from './routes';

/**
 * The whole application (React Router, SWR, every page): loaded when a visitor first follows a link on a page the
 * server rendered (docs/hydration.md), or at once on a page it did not (the admin's, main.tsx).
 */

type Navigate = (to: string) => void;

/** The lazy routes of the current URL, loaded before the first render: it must show the page that is on screen. */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

const root = () => document.getElementById('root')!;
let started: Promise<Navigate> | undefined;

/** The application in place of the server's HTML, on the page the visitor is on: then its router navigates. */
export function takeOver(): Promise<Navigate> {
  started ??= (async () => {
    const ssr = pageSsrData();
    const routes = appRoutes(adminRoutes);
    await loadMatchedRoutes(routes);
    const router = createBrowserRouter(routes, { hydrationData: ssr.hydration });
    unmountIslands();
    // One commit, in this task: the browser never paints the page between the islands' going and the application.
    flushSync(() =>
      createRoot(root()).render(
        <StrictMode>
          <App answers={ssr.answers} origin={ssr.origin} served>
            <RouterProvider router={router} />
          </App>
        </StrictMode>,
      ),
    );
    return (to: string) => void router.navigate(to);
  })();
  return started;
}

/**
 * The admin, or a visitor page the server could not render: the browser renders it alone. Its lazy routes are loaded
 * first, as takeOver's are: a router made before them would start uninitialized, render nothing and warn that no
 * `HydrateFallback` was given.
 */
export async function renderApp() {
  const routes = appRoutes(adminRoutes);
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes);
  createRoot(root()).render(
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
  // The islands' plain links and the search form (they have no router) navigate in the page too.
  interceptNavigation((to) => void router.navigate(to));
}
