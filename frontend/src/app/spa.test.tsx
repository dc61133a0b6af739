// @vitest-environment jsdom
import { Outlet } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { renderApp } from './spa';

// The admin's routes as adminRoutes.tsx shapes them (a lazy shell, a lazy page in it), their chunks arriving a moment
// later as over a network, with bare components and without the page's frame: the test is about the router's first
// render, not about what the admin shows.
vi.mock('./adminRoutes', () => {
  const chunk =
    <T,>(module: T) =>
    () =>
      new Promise<T>((resolve) => setTimeout(() => resolve(module), 50));
  return {
    adminRoutes: [
      {
        path: '/protected',
        lazy: chunk({ Component: Outlet }),
        children: [{ path: 'driver', lazy: chunk({ Component: () => <h1>Haydovchi</h1> }) }],
      },
    ],
  };
});
vi.mock('./App', () => ({ App: ({ children }: { children: React.ReactNode }) => children }));

test("an admin page renders without React Router's HydrateFallback warning", async () => {
  window.history.replaceState(null, '', '/protected/driver');
  document.body.innerHTML = '<div id="root"></div>';
  const warnings = vi.spyOn(console, 'warn');
  await renderApp();
  await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Haydovchi'));
  expect(warnings.mock.calls.flat().join('\n')).not.toContain('HydrateFallback');
});
