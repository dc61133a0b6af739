import type { Labels, Locale } from './locales.js';

/**
 * The content kinds: every kind of document the CMS stores for the site, declared once. A kind's
 * name (`news`, `menu-item`, ...) is its name everywhere: the CMS content type (`api::<name>.<name>`),
 * the write route (`/api/lyceum/documents/<name>`), the trash and the audit log. From this table
 * the CMS derives its write rules and permissions, the gateway its reads and writes, and the admin
 * its labels. docs/content-model.md describes each kind.
 */
export interface KindDeclaration {
  /** Strapi's REST path segment (its plural name, or the singular of a single type). */
  rest: string;
  /** One document of the kind exists at most (a Strapi single type). */
  single?: boolean;
  /** Attributes with one value per language (none: the kind is not localized). */
  localized?: readonly string[];
  /** Those localized attributes that hold the editor's HTML: sanitized when saved and when read (docs/content-model.md). */
  richText?: readonly string[];
  /** Attributes shared by all languages, media excluded. */
  shared?: readonly string[];
  /** Media attributes: one file or many. */
  media?: Readonly<Record<string, 'one' | 'many'>>;
  /** These shared attributes together must be unique among the kind's documents. */
  uniqueTogether?: readonly string[];
  /** Documents of other kinds that point here through `field`, and go (and come back) with this one. */
  cascade?: readonly { kind: string; field: string }[];
  /** A save names its document by this attribute instead of a document id (one document per value). */
  upsertBy?: string;
  /** Shared attributes holding the document id of another kind, which must exist. */
  references?: Readonly<Record<string, string>>;
  /**
   * Strapi's Draft & Publish is on: a save may keep a draft, and visitors read only the published
   * version. The CMS schema's `draftAndPublish` must say the same (the schema guard holds it to this).
   */
  drafts?: boolean;
  /**
   * Every admin save keeps a revision (the document as saved, every locale), which an admin can compare and
   * restore (docs/editorial-workflow.md, "Revisions").
   */
  revisions?: boolean;
  /** The kind's name in the admin's languages. */
  label: Labels;
  /**
   * The kind's `type` in /api/v1/baseInfo and /api/public/base, where its documents are items
   * whose `data` is JSON text (base-kinds.ts holds the rules of that `data`).
   */
  base?: {
    type: string;
    /** The localized attribute and the `data` key of its {uz,en,ru} object (null: `data` itself). */
    texts?: { field: string; key: string | null };
    /** Those shared attributes that are web links (read back as '' unless they are one). */
    links?: readonly string[];
  };
}

const CONTACT_FIELDS = ['phone', 'email', 'tg', 'yt', 'ig', 'fc', 'tw'] as const;

/** An edited text with a photo (a news item, a menu page's text): drafts and revisions of its own. */
const EDITED_TEXT = {
  localized: ['title', 'text'],
  richText: ['text'],
  media: { photo: 'one' },
  drafts: true,
  revisions: true,
} as const;

export const KINDS = {
  news: {
    ...EDITED_TEXT,
    rest: 'news-items',
    shared: ['publishedTime', 'type'],
    label: { uz: 'Yangilik', en: 'News', ru: 'Новость' },
  },
  /** A coming event of the calendar (/{lang}/calendar): edited like a news item. */
  event: {
    rest: 'events',
    localized: ['title', 'description', 'place'],
    richText: ['description'],
    shared: ['startsAt', 'endsAt', 'allDay', 'registrationUrl'],
    media: { photo: 'one' },
    drafts: true,
    revisions: true,
    label: { uz: 'Tadbir', en: 'Event', ru: 'Мероприятие' },
  },
  /** A site-wide banner shown on every visitor page from its start to its end. */
  announcement: {
    rest: 'announcements',
    localized: ['text'],
    shared: ['startsAt', 'endsAt', 'level'],
    label: { uz: "E'lon", en: 'Announcement', ru: 'Объявление' },
  },
  'menu-item': {
    rest: 'menu-items',
    localized: ['name'],
    shared: ['url', 'group', 'active', 'number'],
    uniqueTogether: ['group', 'url'],
    cascade: [{ kind: 'page-text', field: 'menuId' }],
    label: { uz: 'Menyu sahifasi', en: 'Menu page', ru: 'Страница меню' },
  },
  'page-text': {
    ...EDITED_TEXT,
    rest: 'page-texts',
    shared: ['menuId'],
    upsertBy: 'menuId',
    references: { menuId: 'menu-item' },
    label: { uz: 'Sahifa matni', en: 'Page text', ru: 'Текст страницы' },
  },
  'media-item': {
    rest: 'media-items',
    // definitionEn, definitionRu: a video caption's optional translations (api/optional-translations.ts).
    shared: ['type', 'definition', 'definitionEn', 'definitionRu', 'videoUrl'],
    media: { image: 'one', others: 'many' },
    label: { uz: 'Galereya', en: 'Gallery item', ru: 'Галерея' },
  },
  person: {
    rest: 'people',
    // <field>En, <field>Ru: optional translations of the name and position (api/optional-translations.ts).
    shared: ['fullName', 'fullNameEn', 'fullNameRu', 'position', 'positionEn', 'positionRu', 'phone', 'admission', 'number', 'type'],
    media: { photo: 'one' },
    label: { uz: 'Xodim', en: 'Person', ru: 'Сотрудник' },
  },
  'carousel-slide': {
    rest: 'carousel-slides',
    localized: ['quote'],
    media: { photo: 'one' },
    label: { uz: 'Karusel', en: 'Carousel slide', ru: 'Слайд карусели' },
    base: { type: 'CAROUSEL', texts: { field: 'quote', key: 'quote' } },
  },
  partner: {
    rest: 'partners',
    localized: ['name'],
    shared: ['url'],
    media: { photo: 'one' },
    label: { uz: 'Hamkor', en: 'Partner', ru: 'Партнёр' },
    base: { type: 'PARTNER', texts: { field: 'name', key: null }, links: ['url'] },
  },
  direction: {
    rest: 'directions',
    localized: ['name'],
    label: { uz: "Yo'nalish", en: 'Direction', ru: 'Направление' },
    base: { type: 'DIRECTION', texts: { field: 'name', key: null } },
  },
  'interactive-service': {
    rest: 'interactive-services',
    localized: ['name'],
    shared: ['url'],
    media: { photo: 'one' },
    label: { uz: 'Interaktiv xizmat', en: 'Interactive service', ru: 'Интерактивная услуга' },
    base: { type: 'INTERACTIVE', texts: { field: 'name', key: null }, links: ['url'] },
  },
  'header-slogan': {
    rest: 'header-slogan',
    single: true,
    localized: ['text'],
    revisions: true,
    label: { uz: 'Shior', en: 'Slogan', ru: 'Слоган' },
    base: { type: 'HEADER_QUOTE', texts: { field: 'text', key: null } },
  },
  'short-info': {
    rest: 'short-info',
    single: true,
    localized: ['text'],
    revisions: true,
    label: { uz: "Qisqacha ma'lumot", en: 'Short info', ru: 'Краткая информация' },
    base: { type: 'SHORT_INFO', texts: { field: 'text', key: null } },
  },
  contact: {
    rest: 'contact',
    single: true,
    shared: CONTACT_FIELDS,
    revisions: true,
    label: { uz: 'Aloqa', en: 'Contacts', ru: 'Контакты' },
    base: { type: 'CONTACT', links: ['tg', 'yt', 'ig', 'fc', 'tw'] },
  },
} as const satisfies Record<string, KindDeclaration>;

export type KindName = keyof typeof KINDS;
export const KIND_NAMES = Object.keys(KINDS) as KindName[];

/** A kind's declaration with every optional part filled in, as code that walks the table wants it. */
export interface Kind extends Required<Omit<KindDeclaration, 'base' | 'upsertBy'>> {
  name: KindName;
  base?: KindDeclaration['base'];
  upsertBy?: string;
}

export const kindOf = (name: KindName): Kind => {
  const declared: KindDeclaration = KINDS[name];
  return {
    name,
    single: false,
    localized: [],
    richText: [],
    shared: [],
    media: {},
    uniqueTogether: [],
    cascade: [],
    references: {},
    drafts: false,
    revisions: false,
    ...declared,
  };
};

/**
 * A localized attribute's name on the wire, where the admin reads and writes every language at once: `title` in `en`
 * is `titleEn` (the contract's flat shape, docs/api.md).
 */
export const flatName = (field: string, locale: Locale): string => `${field}${locale[0].toUpperCase()}${locale.slice(1)}`;

/**
 * The kinds edited in the admin's wizard, one step per language (drafts, preview, schedule, revisions, trash): their
 * reads, writes, routes and wizard are written once (docs/content-model.md, "Adding a kind").
 */
export type EditedKindName = 'news' | 'event';

/** The kinds whose saves keep revisions. */
export type RevisedKind = { [K in KindName]: (typeof KINDS)[K] extends { revisions: true } ? K : never }[KindName];
export const REVISED_KINDS = KIND_NAMES.filter((name) => kindOf(name).revisions) as [RevisedKind, ...RevisedKind[]];

export const isKindName = (value: unknown): value is KindName => typeof value === 'string' && Object.hasOwn(KINDS, value);

/** What an audit entry can be about besides the content kinds. */
export const OTHER_AUDIT_SUBJECTS = {
  file: { uz: 'Fayl', en: 'File', ru: 'Файл' },
  account: { uz: 'Hisob', en: 'Account', ru: 'Учётная запись' },
  telegram: { uz: 'Telegram sozlamalari', en: 'Telegram settings', ru: 'Настройки Telegram' },
} as const satisfies Record<string, Labels>;

export type AuditSubject = KindName | keyof typeof OTHER_AUDIT_SUBJECTS;
export const AUDIT_SUBJECTS = [...KIND_NAMES, ...(Object.keys(OTHER_AUDIT_SUBJECTS) as (keyof typeof OTHER_AUDIT_SUBJECTS)[])];

/** The name of what an audit or trash entry is about, in one of the admin's languages. */
export const subjectLabel = (subject: AuditSubject): Labels => (isKindName(subject) ? KINDS[subject].label : OTHER_AUDIT_SUBJECTS[subject]);
