import { KINDS, flatName, kindOf, type FieldDeclaration, type ScreenKind } from '@lyceum/contract/kinds';
import { LOCALES, type Labels, type Locale } from '@lyceum/contract/locales';

/**
 * A kind's form on the admin's generic screen (KindScreen.tsx), made from its declaration (contract/src/kinds.ts):
 * each field in the declared order, a localized one once per language under its flat wire name (`titleUz`, …), each
 * with its label; the form's values as the inputs hold them, and the save's body as the API takes it.
 */

/** The form's values: text for every input, a switch for each boolean, and the draft switch of a kind with drafts. */
export type DeclaredForm = Record<string, string | boolean>;

export interface FormField {
  /** The wire name: `titleUz` for a localized field in Uzbek, the field's own name otherwise. */
  name: string;
  /** The declared field. */
  field: string;
  declaration: FieldDeclaration;
  /** The language of one language's input. */
  locale?: Locale;
  /** The document kind another field names (`references`). */
  references?: ScreenKind;
  required: boolean;
}

const isRequired = (declaration: FieldDeclaration, locale?: Locale) =>
  'required' in declaration && declaration.required === true && (!('fallback' in declaration) || locale === 'uz');

/** The form's fields, in the declared order. */
export function formFields(kind: ScreenKind): FormField[] {
  const declared = kindOf(kind);
  const fields: Readonly<Record<string, FieldDeclaration>> = KINDS[kind].fields;
  return Object.entries(fields).flatMap(([field, declaration]): FormField[] => {
    const references = declared.references[field] as ScreenKind | undefined;
    if (!declared.localized.includes(field)) return [{ name: field, field, declaration, references, required: isRequired(declaration) }];
    return LOCALES.map((locale) => ({
      name: flatName(field, locale),
      field,
      declaration,
      locale,
      required: isRequired(declaration, locale),
    }));
  });
}

/** A field's name in the admin's language, with its language's where it is one language's. */
export const fieldLabel = (field: FormField, lang: Locale, languageNames: Labels): string =>
  `${field.declaration.label?.[lang] ?? field.field}${field.locale ? ` (${languageNames[field.locale]})` : ''}`;

const emptyValue = (declaration: FieldDeclaration): string | boolean => {
  if (declaration.type === 'boolean') return declaration.default;
  if (declaration.type === 'enumeration') return declaration.default ?? declaration.enum[0];
  return '';
};

/** A new document's form: the declared defaults, and published when saved. */
export const emptyForm = (kind: ScreenKind): DeclaredForm => ({
  ...Object.fromEntries(formFields(kind).map((field) => [field.name, emptyValue(field.declaration)])),
  ...(kindOf(kind).drafts && { draft: false }),
});

/** A stored document's form: its values as the admin API reads them back. */
export function toForm(kind: ScreenKind, item: Record<string, unknown>): DeclaredForm {
  const form = emptyForm(kind);
  for (const { name } of formFields(kind)) {
    const value = item[name];
    if (typeof value === 'string' || typeof value === 'boolean') form[name] = value;
  }
  return form;
}

/** The save's body: every field as its input holds it (the API's rules trim and check it). */
export const toBody = (form: DeclaredForm): DeclaredForm => ({ ...form });

/** The form's own rule before a save goes out: each required field filled in; the API says the rest. */
export function requiredErrors(kind: ScreenKind, form: DeclaredForm, required: string): Record<string, string> {
  return Object.fromEntries(
    formFields(kind)
      .filter((field) => field.required && typeof form[field.name] === 'string' && !String(form[field.name]).trim())
      .map((field) => [field.name, required]),
  );
}
