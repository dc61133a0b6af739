import type { ReceptionDesk } from '../appeals/desk.js';
import type { ClockTags } from '../cache/clock-tags.js';
import type { CmsClient } from '../cms/client.js';
import type { Documents } from '../cms/documents.js';
import type { Schedules } from '../cms/schedules.js';
import type { UnpublishedFiles } from '../cms/unpublished-files.js';
import type { Writes } from '../cms/writes.js';
import type { Config } from '../config.js';
import type { ImageVariants } from '../images/image-variants.js';
import type { Mailer } from '../mail/mailer.js';
import type { PreviewPhotos } from '../preview/preview-photos.js';
import type { PreviewTokens } from '../preview/tokens.js';
import type { SiteSearch } from '../search/site-search.js';

/** What the routes' handlers are built from, once per app (routes/table.ts binds them). */
export interface RouteDeps {
  cms: CmsClient;
  documents: Documents;
  writes: Writes;
  config: Config;
  search: SiteSearch;
  images: ImageVariants;
  unpublished: UnpublishedFiles;
  schedules: Schedules;
  previews: PreviewTokens;
  previewPhotos: PreviewPhotos;
  /** Makes answers that depend on the clock stale at their next boundary. */
  clock: ClockTags;
  /** The site's mail (SMTP_URL); none where it is not set up. */
  mailer: Mailer | undefined;
  /** The virtual reception (docs/appeals.md). */
  desk: ReceptionDesk;
}
