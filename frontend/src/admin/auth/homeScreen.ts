import { can, type Role } from '@lyceum/contract/roles';
import { ADMIN_SCREENS, screenNeeds, screenUrl } from '../screens';

/**
 * Where /protected takes a role: the dashboard, or for a role that may not read the content (the reception) the first
 * screen the admin's frame links for it (the side menu's first, then the top bar's), rather than a refusal.
 */
export function homeScreen(role: Role): string {
  const first = ADMIN_SCREENS.find(
    (screen) => (screen.side || screen.top) && !/[:*]/.test(screen.paths[0]) && can(role, screenNeeds(screen)),
  );
  return screenUrl(first?.paths[0] ?? '');
}
