import { KINDS, type RevisedKind } from '@lyceum/contract/kinds';

/** Where each kind with revisions is edited: its wizard, its menu page's text, its list, the dashboard's blocks. */
export const EDITED_AT: Record<RevisedKind, (id: string | undefined) => string> = {
  news: (id) => (id ? `/protected/news/create/${id}` : '/protected/news'),
  event: (id) => (id ? `/protected/calendar/create/${id}` : '/protected/calendar'),
  'official-document': () => `/protected/${KINDS['official-document'].screen.path}`,
  'page-text': (id) => (id ? `/protected/insert-text/${id}` : '/protected'),
  'header-slogan': () => '/protected',
  'short-info': () => '/protected',
  contact: () => '/protected',
};
