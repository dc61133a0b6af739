import { LOCALES, type Locale } from '@lyceum/contract';
import { z } from 'zod';
import { plainText } from '../plain-text.js';

/** One version of an item as the CMS answers it (cms/src/api/lyceum/lib/revision-view.ts): fields per locale, '' for shared ones. */
export const version = z.object({
  status: z.enum(['published', 'draft']),
  fields: z.record(z.string(), z.record(z.string(), z.string())),
});
export type Version = z.infer<typeof version>;

export interface Change {
  locale: Locale | null;
  field: string;
  before: string;
  after: string;
}

/** Rich text reads as its words; anything else as it is. */
const readable = (value: string | undefined) => (value && /<[a-z][^>]*>/i.test(value) ? plainText(value) : (value ?? '').trim());

/**
 * What a version changed against the one before it, field by field: the shared fields first, then each language's,
 * in the contract's order of languages. The first version of an item (no `older`) shows every field it set.
 */
export function changesBetween(newer: Version, older: Version | null): Change[] {
  const scopes = ['', ...LOCALES].filter((scope) => newer.fields[scope] || older?.fields[scope]);
  return scopes.flatMap((scope) => {
    const after = newer.fields[scope] ?? {};
    const before = older?.fields[scope] ?? {};
    return [...new Set([...Object.keys(after), ...Object.keys(before)])].flatMap((field) => {
      const change = { locale: scope ? (scope as Locale) : null, field, before: readable(before[field]), after: readable(after[field]) };
      return change.before === change.after ? [] : [change];
    });
  });
}
