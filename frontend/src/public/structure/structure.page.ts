import { publicReads } from '../../api/public';
import { visitorPage } from '../../app/visitorPage';
import { titled } from '../../ssr/pageHeads';

/** /{lang}/structure/leadership: the leadership, with their reception days. */
export const leadershipPage = visitorPage({
  id: 'leadership',
  path: 'structure/leadership',
  reads: () => ({ people: publicReads.staff('LEADER') }),
  head: import.meta.env.SSR ? titled('leadership', { key: 'structure' }) : undefined,
  component: () => import('./PeoplePage').then((module) => module.LeadershipPage),
});

/** /{lang}/structure/staff: the staff. */
export const staffPage = visitorPage({
  id: 'staff',
  path: 'structure/staff',
  reads: () => ({ people: publicReads.staff('STAFF') }),
  head: import.meta.env.SSR ? titled('staff', { key: 'structure' }) : undefined,
  component: () => import('./PeoplePage').then((module) => module.StaffPage),
});
