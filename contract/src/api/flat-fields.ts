import { z } from 'zod';
import { optionalText, requiredText } from '../common.js';
import { KINDS, flatName, kindOf, type FieldDeclaration, type KindName } from '../kinds.js';
import { LOCALES, type Locale } from '../locales.js';

/**
 * A kind's per-language fields on the admin's wire, where every language is read and written at once: each declared
 * localized field once per language, flat (`titleUz`, `titleEn`, `titleRu`, then the next field), with the rules of
 * its declaration. docs/api.md describes the flat names.
 */

/** Rich text as the editor sends it; the gateway sanitizes it once it is valid. */
const richText = z.string().max(1_000_000).optional().default('');

type Fields<K extends KindName> = (typeof KINDS)[K]['fields'];
type LocalizedField<K extends KindName> = {
  [F in keyof Fields<K>]: Fields<K>[F] extends { localized: true } ? F : never;
}[keyof Fields<K>] &
  string;
type Flat<K extends KindName> = `${LocalizedField<K>}${Capitalize<Locale>}`;
/** The rule a field's declaration gives it on the wire. */
type RuleOf<D> = D extends { type: 'richtext' }
  ? typeof richText
  : D extends { required: true }
    ? ReturnType<typeof requiredText>
    : ReturnType<typeof optionalText>;
type FieldOfFlat<K extends KindName, N extends string> = {
  [F in LocalizedField<K>]: N extends `${F}${Capitalize<Locale>}` ? F : never;
}[LocalizedField<K>];

const ruleOf = (field: FieldDeclaration) => {
  if (field.type === 'richtext') return richText;
  const max = 'maxLength' in field ? field.maxLength : undefined;
  return 'required' in field && field.required ? requiredText(max) : optionalText(max);
};

const flatEntries = <T>(name: KindName, value: (field: FieldDeclaration) => T) => {
  const fields: Readonly<Record<string, FieldDeclaration>> = KINDS[name].fields;
  return Object.fromEntries(
    kindOf(name).localized.flatMap((field) => LOCALES.map((locale) => [flatName(field, locale), value(fields[field])] as const)),
  );
};

/** The rules of a save's per-language fields. */
export const flatRules = <K extends KindName>(name: K) =>
  flatEntries(name, ruleOf) as { [N in Flat<K>]: RuleOf<Fields<K>[FieldOfFlat<K, N>]> };

/** The per-language fields as the admin reads them back: text in each. */
export const flatTexts = <K extends KindName>(name: K) => flatEntries(name, () => z.string()) as { [N in Flat<K>]: z.ZodString };
