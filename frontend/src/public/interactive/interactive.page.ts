import { publicReads } from '../../api/public';
import { visitorPage } from '../../app/visitorPage';
import { titled } from '../../ssr/pageHeads';

/** /{lang}/interactive: the interactive services. */
export const interactivePage = visitorPage({
  id: 'interactive',
  path: 'interactive',
  reads: () => ({ services: publicReads.base('INTERACTIVE') }),
  head: import.meta.env.SSR ? titled('interactive') : undefined,
  component: () => import('./InteractivePage').then((module) => module.InteractivePage),
});
