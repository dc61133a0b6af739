import type { MenuGroup } from '@lyceum/contract/menu';
import type { AdminMessages } from '../messages';

/** Menu-group pages: admin path segment → the group stored on the server (titled by the messages' `menuGroups`). */
export const MENU_GROUP_PAGES = {
  info: { group: 'info' },
  structure: { group: 'structure' },
  edu: { group: 'education' },
  events: { group: 'events' },
  activity: { group: 'activity' },
} as const satisfies Record<keyof AdminMessages['menuGroups'], { group: MenuGroup }>;
export type MenuGroupPath = keyof typeof MENU_GROUP_PAGES;
