import type { RouteObject } from 'react-router-dom';
import { ADMIN_SCREENS, screenNeeds, type AdminScreen } from '../admin/screens';

/** A screen's page behind the check of the signed-in role's permission (loaded with the page, in the admin's chunks). */
async function guarded(screen: AdminScreen) {
  const [{ Allowed }, Page] = await Promise.all([import('../admin/auth/Allowed'), screen.load()]);
  return {
    Component: () => (
      <Allowed needs={screenNeeds(screen)}>
        <Page />
      </Allowed>
    ),
  };
}

/**
 * The /protected admin: rendered in the browser only (the gateway sends it the bare page), never part of a visitor's
 * first load. Its shell loads when /protected is visited, each screen's page (and TinyMCE with an editor) when it is
 * opened. Each screen's path is a route of its own, so that it outranks the public /:lang routes.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/protected',
    lazy: async () => ({ Component: (await import('../admin/AdminApp')).AdminShell }),
    children: ADMIN_SCREENS.flatMap((screen) =>
      screen.paths.map((path) => ({ ...(path ? { path } : { index: true }), lazy: () => guarded(screen) })),
    ),
  },
];
