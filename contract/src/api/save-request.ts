import { z } from 'zod';
import type { Locale } from '../locales.js';

const localeFields = z.record(z.string(), z.unknown(), { error: 'localized must hold uz, en and ru objects' });

/**
 * A write of one document as the gateway asks it of the CMS (POST /api/lyceum/documents/:kind): the gateway builds it
 * (gateway/src/cms/writes.ts), the CMS's controller parses it. Each rule's message is the CMS's 400 when it is broken.
 */
export const saveRequest = z.object(
  {
    documentId: z.string({ error: 'documentId must be a string' }).optional(),
    /** Keep the save a draft (kinds with drafts only): visitors go on seeing the published version. */
    draft: z.boolean({ error: 'draft must be true or false' }).optional(),
    /** Submit the draft for review with the save (`draft: true` only; docs/editorial-workflow.md, "Review"). */
    review: z.boolean({ error: 'review must be true or false' }).optional(),
    /** Shared fields; media fields as stored file names. */
    shared: z.record(z.string(), z.unknown(), { error: 'shared must be an object' }).default({}),
    localized: z
      .object({ uz: localeFields, en: localeFields, ru: localeFields } satisfies Record<Locale, z.ZodType>, {
        error: 'localized must hold uz, en and ru objects',
      })
      .optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type SaveRequest = z.infer<typeof saveRequest>;
