import { publicReads } from '../../api/public';
import type { Lang } from '../../i18n/lang';

/**
 * What every visitor page shows around its own content: the menu, the header's slogan and the contacts. Apart from
 * layout.page.ts so that the islands that read them (the top bar, the menu) import no router.
 */
export const layoutReads = (lang: Lang) => ({
  menu: publicReads.menu(lang),
  slogan: publicReads.base('HEADER_QUOTE'),
  contact: publicReads.base('CONTACT'),
});
