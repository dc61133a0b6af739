import { publicReads } from '../../api/public';
import type { Lang } from '../../i18n/lang';
import { announcementsRead } from './announcements/announcementsRead';

/**
 * What every visitor page shows around its own content: the menu, the header's slogan, the contacts and the banners
 * showing now (so every page is tagged `announcement`, and a banner's write, start or end renders it again). Apart from
 * layout.page.ts so that the islands that read them (the top bar, the menu) import no router.
 */
export const layoutReads = (lang: Lang) => ({
  menu: publicReads.menu(lang),
  slogan: publicReads.base('HEADER_QUOTE'),
  contact: publicReads.base('CONTACT'),
  announcements: announcementsRead(lang),
});
