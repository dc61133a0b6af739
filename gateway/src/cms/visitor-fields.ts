import { KINDS, storedWebUrl, type FieldDeclaration } from '@lyceum/contract';
import { sanitizeRichText } from '../rich-text.js';
import { textOf, type Doc } from './documents.js';
import { storedInstant } from './stored-times.js';
import type { Kind, Locale } from './types.js';

/**
 * A stored document's declared fields as visitors read them in `locale`, the shape the contract derives from the same
 * declaration (contract/src/api/visitor-item.ts). Strapi's panel writes past the gateway's rules, so each is read as
 * the wire has it: rich text sanitized again, a time as ISO 8601 ('' for one that cannot be read), a link only if it is
 * a web address, a switch as true or false, a missing photo or text as ''.
 */
export function visitorFields(kind: Kind, doc: Doc, locale: Locale): Record<string, string | number | boolean> {
  const fields: Readonly<Record<string, FieldDeclaration>> = KINDS[kind.name].fields;
  return Object.fromEntries(Object.entries(fields).map(([field, declaration]) => [field, valueOf(kind, field, declaration, doc, locale)]));
}

function valueOf(kind: Kind, field: string, declaration: FieldDeclaration, doc: Doc, locale: Locale): string | number | boolean {
  if (declaration.type === 'richtext') return sanitizeRichText(textOf(doc, locale, field));
  if ('localized' in declaration && declaration.localized) return textOf(doc, locale, field);
  const stored = doc.shared[field];
  if (declaration.type === 'boolean') return stored === true;
  if (declaration.type === 'integer') return typeof stored === 'number' ? stored : 0;
  if (declaration.type === 'datetime') return storedInstant(stored);
  if (kind.links.includes(field)) return storedWebUrl(stored);
  return typeof stored === 'string' ? stored : '';
}
