import type { Kind } from '../cms/types.js';

/**
 * Tags name the content an answer was built from. A list depends on its whole type; one item
 * on that item alone, so that a write drops the type's lists and that item, and nothing else.
 */
export const listTag = (type: Kind) => type.name;
export const itemTag = (type: Kind, documentId: string) => `${type.name}:${documentId}`;
/** Answers about one item that name its stored files: a file replaced or deleted in Strapi's panel makes them stale. */
export const FILES_TAG = 'files';

/** What a write to one document of `type` makes stale, the documents its rules cascade to included. */
export const writeTags = (type: Kind, documentId?: string): string[] => [
  listTag(type),
  ...(documentId ? [itemTag(type, documentId)] : []),
  ...type.cascade.map((dependent) => dependent.kind),
];
