import { KINDS, storedWebUrl, type FieldDeclaration } from '@lyceum/contract';
import { sanitizeRichText } from '../rich-text.js';
import { textOf, type Doc } from './documents.js';
import { storedInstant } from './stored-times.js';
import type { Kind, Locale } from './types.js';

type Value = string | number | boolean;
const isLocalized = (declaration: FieldDeclaration) => 'localized' in declaration && declaration.localized === true;
const declaredFields = (kind: Kind): [string, FieldDeclaration][] => {
  const fields: Readonly<Record<string, FieldDeclaration>> = KINDS[kind.name].fields;
  return Object.entries(fields);
};

/**
 * A stored document's declared fields as visitors read them in `locale`, the shape the contract derives from the same
 * declaration (contract/src/api/visitor-item.ts). Strapi's panel writes past the gateway's rules, so each is read as
 * the wire has it: rich text sanitized again, a time as ISO 8601 ('' for one that cannot be read), a link only if it is
 * a web address, a switch as true or false, a missing photo or text as ''.
 */
export function visitorFields(kind: Kind, doc: Doc, locale: Locale): Record<string, Value> {
  return Object.fromEntries(
    declaredFields(kind).map(([field, declaration]) => [
      field,
      isLocalized(declaration) ? localizedValue(field, declaration, doc, locale) : sharedValue(kind, field, declaration, doc),
    ]),
  );
}

/** Those of visitorFields shared by every language (media included), which need no language to be read. */
export function sharedVisitorFields(kind: Kind, doc: Doc): Record<string, Value> {
  return Object.fromEntries(
    declaredFields(kind)
      .filter(([, declaration]) => !isLocalized(declaration))
      .map(([field, declaration]) => [field, sharedValue(kind, field, declaration, doc)]),
  );
}

const localizedValue = (field: string, declaration: FieldDeclaration, doc: Doc, locale: Locale): string =>
  declaration.type === 'richtext' ? sanitizeRichText(textOf(doc, locale, field)) : textOf(doc, locale, field);

function sharedValue(kind: Kind, field: string, declaration: FieldDeclaration, doc: Doc): Value {
  const stored = doc.shared[field];
  if (declaration.type === 'boolean') return stored === true;
  if (declaration.type === 'integer') return typeof stored === 'number' ? stored : 0;
  if (declaration.type === 'datetime') return storedInstant(stored);
  if (kind.links.includes(field)) return storedWebUrl(stored);
  return typeof stored === 'string' ? stored : '';
}
