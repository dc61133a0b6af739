import type { CmsType } from '../cms/types.js';

/**
 * Tags name the content an answer was built from. A list depends on its whole type; one item
 * on that item alone, so that a write drops the type's lists and that item, and nothing else.
 */
export const listTag = (type: CmsType) => type.kind;
export const itemTag = (type: CmsType, documentId: string) => `${type.kind}:${documentId}`;

/** What a write to one document of `type` makes stale, the documents its rules cascade to included. */
export const writeTags = (type: CmsType, documentId?: string): string[] => [
  listTag(type),
  ...(documentId ? [itemTag(type, documentId)] : []),
  ...type.cascadesTo,
];
