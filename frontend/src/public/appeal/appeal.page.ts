import { visitorPage, type PageContext } from '../../app/visitorPage';
import { titled } from '../../ssr/pageHeads';
import { TEXT } from './words';

/*
 * The virtual reception's pages. They read nothing of their own: what their forms' posts answered comes with the page
 * the gateway renders for that post (posted.ts).
 */

/** /{lang}/appeal: the appeal form. */
export const appealPage = visitorPage({
  id: 'appeal',
  path: 'appeal',
  reads: () => ({}),
  head: import.meta.env.SSR ? (ctx: PageContext) => ({ ...titled('appeal')(ctx), description: TEXT.appealIntroTerm[ctx.lang] }) : undefined,
  component: () => import('./AppealPage').then((module) => module.AppealPage),
});

/** /{lang}/appeal/status: an appeal's standing, for its number and code; nothing in it is for a search engine. */
export const appealStatusPage = visitorPage({
  id: 'appeal-status',
  path: 'appeal/status',
  reads: () => ({}),
  head: import.meta.env.SSR
    ? (ctx: PageContext) => ({ ...titled('appealStatus', { key: 'appeal', path: '/appeal' })(ctx), noindex: true })
    : undefined,
  component: () => import('./AppealStatusPage').then((module) => module.AppealStatusPage),
});
