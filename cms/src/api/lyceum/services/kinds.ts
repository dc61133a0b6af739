import { errors } from '@strapi/utils';

export const LOCALES = ['uz', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

/** What ties documents of one kind to each other; checked inside the write's transaction. */
interface KindRules {
  /** These shared fields together must be unique among documents of the kind. */
  uniqueTogether?: string[];
  /** Documents of another kind that point here through `field` and go when this one goes. */
  cascade?: { uid: string; field: string }[];
  /** A save names its document by this field instead of a documentId (one document per value). */
  upsertBy?: string;
  /** Shared fields holding a documentId of another kind that must exist. */
  references?: Record<string, string>;
}

export interface Kind extends KindRules {
  /** The kind's name in routes, the trash and the audit log. */
  name: string;
  uid: string;
}

const uid = (name: string) => `api::${name}.${name}`;

/** The kinds the gateway may write through this API: nothing else is reachable. */
const KINDS: Record<string, KindRules> = {
  news: {},
  'menu-item': {
    uniqueTogether: ['group', 'url'],
    cascade: [{ uid: uid('page-text'), field: 'menuId' }],
  },
  'page-text': { upsertBy: 'menuId', references: { menuId: uid('menu-item') } },
  'media-item': {},
  person: {},
  'carousel-slide': {},
  partner: {},
  direction: {},
  'interactive-service': {},
  'header-slogan': {},
  'short-info': {},
  contact: {},
};

export function resolveKind(name: unknown): Kind {
  if (typeof name !== 'string' || !Object.hasOwn(KINDS, name)) {
    throw new errors.NotFoundError(`Unknown kind: ${String(name)}`);
  }
  return { name, uid: uid(name), ...KINDS[name] };
}

export interface SaveRequest {
  documentId?: string;
  shared: Record<string, unknown>;
  localized?: Record<Locale, Record<string, unknown>>;
}
