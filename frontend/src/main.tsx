import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { App } from './app/App';
import { adminRoutes } from './app/adminRoutes';
import { appRoutes } from './app/routes';
import { SSR_DATA_ID, type Answers } from './ssr/answers';

interface SsrData {
  answers: Answers;
  hydration: HydrationState;
  origin: string;
}

/** The server's answers and router state, when the page was rendered on the server (visitor pages). */
function ssrData(): SsrData | null {
  const element = document.getElementById(SSR_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrData) : null;
}

/** The lazy routes of the current URL, loaded before hydration: the first render must be the server's. */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** Offline reading for the visitor pages (never the admin's), once the page has loaded: in no page's first load. */
function offerOfflineReading() {
  if (!('serviceWorker' in navigator) || window.location.pathname.startsWith('/protected')) return;
  const begin = () => void import('./pwa/offline').then((module) => module.startOfflineReading());
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

async function start() {
  offerOfflineReading();
  const root = document.getElementById('root')!;
  const routes = appRoutes(adminRoutes);
  const ssr = ssrData();
  if (!ssr) {
    // The admin, or a visitor page the server could not render: the browser renders it alone.
    const router = createBrowserRouter(routes);
    createRoot(root).render(
      <StrictMode>
        <App>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
    return;
  }
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData: ssr.hydration });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: the server's HTML is already on screen, and a click meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App answers={ssr.answers} origin={ssr.origin} served>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
}

void start();
