import type { PublicAnnouncement } from '@lyceum/contract/api/announcements';
import { withQuery } from '../../../api/client';
import type { Read } from '../../../api/read';
import type { Lang } from '../../../i18n/lang';

/**
 * The banners showing now, in `lang`: a read of every visitor page (layoutReads), so each page is tagged with it. A
 * module of its own: the islands that take the layout's reads load none of the banner's code.
 */
export const announcementsRead = (lang: Lang) => withQuery('/api/public/announcements', { lang }) as Read<PublicAnnouncement[]>;
