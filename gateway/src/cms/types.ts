/** Strapi's content types as the gateway sees them: REST path, write kind and field roles. */
export const LOCALES = ['uz', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export interface CmsType {
  /** The kind name of the lyceum write route (`/api/lyceum/documents/:kind`). */
  kind: string;
  /** The REST path segment. */
  rest: string;
  single: boolean;
  /** Attributes with one value per locale (none: the type is not localized). */
  localized: readonly string[];
  /** Attributes shared by all locales, media excluded. */
  shared: readonly string[];
  /** Media attributes: one file or many. */
  media: Readonly<Record<string, 'one' | 'many'>>;
  /** Kinds whose documents a write to this kind may change too (the lyceum route's cascades). */
  cascadesTo: readonly string[];
}

const type = (t: Partial<CmsType> & Pick<CmsType, 'kind' | 'rest'>): CmsType => ({
  single: false,
  localized: [],
  shared: [],
  media: {},
  cascadesTo: [],
  ...t,
});

export const CMS = {
  news: type({
    kind: 'news',
    rest: 'news-items',
    localized: ['title', 'text'],
    shared: ['publishedTime', 'type'],
    media: { photo: 'one' },
  }),
  menuItem: type({
    kind: 'menu-item',
    rest: 'menu-items',
    localized: ['name'],
    shared: ['url', 'group', 'active', 'number'],
    cascadesTo: ['page-text'],
  }),
  pageText: type({ kind: 'page-text', rest: 'page-texts', localized: ['title', 'text'], shared: ['menuId'], media: { photo: 'one' } }),
  mediaItem: type({
    kind: 'media-item',
    rest: 'media-items',
    shared: ['type', 'definition', 'videoUrl'],
    media: { image: 'one', others: 'many' },
  }),
  person: type({
    kind: 'person',
    rest: 'people',
    shared: ['fullName', 'position', 'phone', 'admission', 'number', 'type'],
    media: { photo: 'one' },
  }),
  carouselSlide: type({ kind: 'carousel-slide', rest: 'carousel-slides', localized: ['quote'], media: { photo: 'one' } }),
  partner: type({ kind: 'partner', rest: 'partners', localized: ['name'], shared: ['url'], media: { photo: 'one' } }),
  direction: type({ kind: 'direction', rest: 'directions', localized: ['name'] }),
  interactiveService: type({
    kind: 'interactive-service',
    rest: 'interactive-services',
    localized: ['name'],
    shared: ['url'],
    media: { photo: 'one' },
  }),
  headerSlogan: type({ kind: 'header-slogan', rest: 'header-slogan', single: true, localized: ['text'] }),
  shortInfo: type({ kind: 'short-info', rest: 'short-info', single: true, localized: ['text'] }),
  contact: type({ kind: 'contact', rest: 'contact', single: true, shared: ['phone', 'email', 'tg', 'yt', 'ig', 'fc', 'tw'] }),
} satisfies Record<string, CmsType>;
