import type { ComponentType } from 'react';
import { publicReads } from '../../api/public';
import type { Person } from '../../api/types';
import { visitorPage, type PageContext } from '../../app/visitorPage';
import { titled } from '../../ssr/pageHeads';

/** /{lang}/structure/{leadership|staff}: the leadership (with their reception days) or the staff. */
const peoplePage = (id: 'leadership' | 'staff', type: Person['type'], component: () => Promise<ComponentType>) =>
  visitorPage({
    id,
    path: `structure/${id}`,
    reads: ({ lang }: PageContext) => ({ people: publicReads.staff(lang, type) }),
    head: import.meta.env.SSR ? titled(id, { key: 'structure' }) : undefined,
    component,
  });

export const leadershipPage = peoplePage('leadership', 'LEADER', () => import('./PeoplePage').then((module) => module.LeadershipPage));
export const staffPage = peoplePage('staff', 'STAFF', () => import('./PeoplePage').then((module) => module.StaffPage));
