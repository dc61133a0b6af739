import { visitorPage } from '../../app/visitorPage';
import { isLang } from '../../i18n/lang';
import { layoutReads } from './layoutReads';

/** /{lang}: the layout around every visitor page (its element is PublicLayout, in the application's own code). */
export const layoutPage = visitorPage({
  id: 'layout',
  path: '/:lang',
  reads: ({ lang }) => layoutReads(lang),
  accepts: ({ lang }) => isLang(lang),
});
