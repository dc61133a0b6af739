import { z } from 'zod';
import { instant, lang, paging } from '../common.js';
import { KINDS } from '../kinds.js';
import { pageOf } from './envelope.js';
import { flatRules, flatTexts } from './flat-fields.js';

/** How loud a banner is: the site's calm colour, or a warning's. */
export const ANNOUNCEMENT_LEVELS = KINDS.announcement.fields.level.enum;
export const announcementLevel = z.enum(ANNOUNCEMENT_LEVELS, { error: 'must be INFO or URGENT' });
export type AnnouncementLevel = z.infer<typeof announcementLevel>;

/** The longest banner text, in each language (the CMS's own limit). */
export const ANNOUNCEMENT_TEXT_MAX = KINDS.announcement.fields.text.maxLength;

const announcementFields = {
  startsAt: instant,
  endsAt: instant,
  level: announcementLevel,
  /** Plain text, stored as typed (trimmed) and escaped where it is shown. */
  ...flatRules('announcement'),
};

/** A banner that ends no later than it starts would never show: refused on `endsAt`. */
const endsAfterStart = <T extends z.ZodType<{ startsAt: string; endsAt: string }>>(schema: T) =>
  schema.refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    path: ['endsAt'],
    message: 'must be after the start',
  });

/** A site-wide banner: shown on every visitor page from `startsAt` until `endsAt`. */
export const announcementBody = endsAfterStart(z.object(announcementFields));
/** Any id is taken here: one that cannot be a document's is unknown (404), as in a path. */
export const announcementUpdateBody = endsAfterStart(
  z.object({ ...announcementFields, id: z.string({ error: 'is required' }).min(1, 'is required') }),
);

/** A banner as the admin reads it: every language. */
export const adminAnnouncement = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  level: announcementLevel,
  ...flatTexts('announcement'),
});
export const adminAnnouncementPage = pageOf(adminAnnouncement);
export const adminAnnouncementsQuery = paging;

export const publicAnnouncementsQuery = z.object({ lang });

/** A banner showing now, in one language. */
export const publicAnnouncement = z.object({
  id: z.string(),
  text: z.string(),
  level: announcementLevel,
  startsAt: z.string(),
  endsAt: z.string(),
  /**
   * Changes whenever the banner does (any language's text, its level or its times): a visitor who closed it sees it
   * again once it is edited, and one closed in a language stays closed in the others.
   */
  version: z.string(),
});
export type PublicAnnouncement = z.infer<typeof publicAnnouncement>;
