import { z } from 'zod';
import { lang, orderNumber, requiredText, storedFile } from '../common.js';
import { PERSON_TYPES } from '../menu.js';
import { translationAnswers, translationFields } from './optional-translations.js';

/** A person's texts that may be translated (optional-translations.ts): `fullNameEn`, `fullNameRu`, `positionEn`, `positionRu`. */
export const PERSON_TRANSLATED = ['fullName', 'position'] as const;

/** LEADER or STAFF in any case; the admin pages' 1 and 2 (and LEADERSHIP) are accepted too. */
export const personType = z.preprocess(
  (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') return text;
    return ({ '1': 'LEADER', '2': 'STAFF', LEADERSHIP: 'LEADER' } as Record<string, string>)[text.toUpperCase()] ?? text.toUpperCase();
  },
  z.enum(PERSON_TYPES, { error: 'must be LEADER or STAFF' }),
);

/** A person; only the leadership has admission hours (required there, dropped for the staff). */
export const personBody = z
  .object({
    id: z.string().optional(),
    fullName: requiredText(255),
    position: requiredText(255),
    ...translationFields(PERSON_TRANSLATED, 255),
    phone: requiredText(64),
    admission: z.string().trim().max(255).optional().default(''),
    photo: storedFile,
    number: orderNumber,
    type: personType,
  })
  .superRefine((person, ctx) => {
    if (person.type === 'LEADER' && !person.admission) ctx.addIssue({ code: 'custom', path: ['admission'], message: 'is required' });
  })
  .transform((person) => ({ ...person, admission: person.type === 'LEADER' ? person.admission : '' }));

export const staffQuery = z.object({ type: personType.optional() });
/** The visitors' query: `lang` is taken as every public read takes it (optional-translations.ts picks the texts). */
export const publicStaffQuery = staffQuery.extend({
  lang: lang.describe(
    'The language of the names and positions, each in Uzbek where it has none (uz, en or ru in any case; anything else is uz)',
  ),
});

/** A person as visitors read it, its name and position in the language asked for. */
export const person = z.object({
  id: z.string(),
  fullName: z.string(),
  position: z.string(),
  phone: z.string(),
  admission: z.string(),
  photo: z.string(),
  number: z.number().int(),
  type: z.enum(PERSON_TYPES),
});
/** A person as the admin reads it: with the translations, '' where there are none. */
export const adminPerson = person.extend(translationAnswers(PERSON_TRANSLATED));
