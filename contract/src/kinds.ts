import type { Labels, Locale } from './locales.js';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from './document-categories.js';
import { MEDIA_TYPES, MENU_GROUPS, PERSON_TYPES } from './menu.js';

/**
 * One attribute of a kind, as the CMS stores it: from these Strapi's content-type schema is written
 * (`npm run docs`, scripts/docs/kind-schemas.mjs), and the kind's lists of per-language, shared, rich-text and
 * media attributes are read. docs/content-model.md, "Who owns a field", says which fields the declaration owns and
 * which the superuser adds in Strapi's panel.
 */
export type FieldDeclaration = FieldType & {
  /** The field's name in the admin's languages, where the generic form shows it (`screen`). */
  label?: Labels;
};

type FieldType =
  /**
   * Plain text; `localized`: one value per language (else shared by all languages). `fallback`: a language left
   * without a translation reads as the default language's text, which alone is required (a person's name, a video's
   * caption: docs/content-model.md, "Languages"). `link`: a web address, which visitors read as '' where anything else
   * is stored (Strapi's panel writes past the gateway's rules).
   */
  | { type: 'string' | 'text'; localized?: true; fallback?: true; required?: true; maxLength?: number; link?: true }
  /** The editor's HTML, sanitized when saved and when read (docs/content-model.md). */
  | { type: 'richtext'; localized: true }
  | { type: 'datetime'; required?: true }
  /** A day of the calendar (YYYY-MM-DD), no time of day: a document's date. */
  | { type: 'date'; required?: true }
  | { type: 'boolean'; required?: true; default: boolean }
  | { type: 'integer'; required?: true; min?: number }
  /** One of `enum`; `labels`: each value's name in the admin's and the visitors' languages, where they see it. */
  | { type: 'enumeration'; enum: readonly string[]; required?: true; default?: string; labels?: Readonly<Record<string, Labels>> }
  /**
   * An image, or (`multiple`) several; `accepts: 'documents'`: a document's file instead (a PDF, DOCX, XLSX or ODT,
   * judged by its content: docs/security.md, "Documents' files").
   */
  | { type: 'media'; multiple?: true; accepts?: 'documents'; required?: true };

/**
 * The content kinds: every kind of document the CMS stores for the site, declared once. A kind's
 * name (`news`, `menu-item`, ...) is its name everywhere: the CMS content type (`api::<name>.<name>`),
 * the write route (`/api/lyceum/documents/<name>`), the trash and the audit log. From this table
 * the CMS derives its schemas, write rules and permissions, the gateway its reads and writes, and the admin
 * its labels. docs/content-model.md describes each kind.
 */
export interface KindDeclaration {
  /** Strapi's REST path segment (its plural name, or the singular of a single type). */
  rest: string;
  /** One document of the kind exists at most (a Strapi single type). */
  single?: boolean;
  /** What the kind holds, in Strapi's panel (its content-type description). */
  description?: string;
  /** The attributes, in the order Strapi's panel shows them. */
  fields: Readonly<Record<string, FieldDeclaration>>;
  /** Database indexes of the kind's table: columns by their stored (snake_case) names, for the reads that sort or filter by them. */
  indexes?: readonly { name: string; columns: readonly string[] }[];
  /**
   * Visitors see a document only while these shared times all lie within the site's years (calendar.ts, DATE_RANGE):
   * the API refuses any other time, but Strapi's panel and the database take them, which no page, feed or calendar
   * program could show.
   */
  shownWithin?: readonly string[];
  /**
   * The kind's admin screen, `/protected/<screen>`: a list of its documents and a form for one, made from this
   * declaration (frontend/src/admin/crud/KindScreen.tsx), every field labelled; `columns`: the shared attributes the
   * list shows beside the title.
   */
  screen?: { path: string; columns: readonly string[] };
  /** Where each document has a visitor page of its own: `/{lang}<page>/<documentId>` (pagePath). */
  page?: string;
  /**
   * That page is the document's file (its media attribute `file`), downloaded under its localized attribute `name` in
   * the visitor's language: the address stays when the file is replaced.
   */
  download?: { file: string; name: string };
  /**
   * Visitors find the documents they see in the site search, each result leading to its page (`page`): titled by the
   * localized attribute `title`, its text that of the localized attributes `text` (rich text as plain text, several
   * joined by ' · '), read newest first by the shared time `newestBy`, a result carrying the shared attributes
   * `carries`, of those a search result has (docs/reach.md, "Search").
   */
  search?: { title: string; text: readonly string[]; newestBy: string; carries: readonly SearchCarried[] };
  /**
   * The contract's addresses of an edited kind's routes (docs/api.md): the admin's list, read, create, update and
   * delete, and the visitors' read of one document at `<public>/:id`.
   */
  routes?: { admin: `/api/v1/${string}`; public: `/api/public/${string}` };
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
   * A draft can be shown as its visitor page to whoever holds a preview link, and published at a time set ahead
   * (docs/editorial-workflow.md).
   */
  preview?: boolean;
  /**
   * Every admin save keeps a revision (the document as saved, every locale), which an admin can compare and
   * restore (docs/editorial-workflow.md, "Revisions").
   */
  revisions?: boolean;
  /** The kind's name in the admin's languages (its English one is also its name in Strapi's panel). */
  label: Labels;
  /**
   * The kind's `type` in /api/v1/baseInfo and /api/public/base, where its documents are items
   * whose `data` is JSON text (base-kinds.ts holds the rules of that `data`).
   */
  base?: {
    type: string;
    /** The localized attribute and the `data` key of its {uz,en,ru} object (null: `data` itself). */
    texts?: { field: string; key: string | null };
  };
}

/** The shared attributes a search result can carry (api/search.ts, `searchHit`). */
export type SearchCarried = 'publishedTime' | 'startsAt' | 'allDay';

const PHOTO = { type: 'media' } as const;
const NAME = { type: 'string', localized: true, required: true, maxLength: 255 } as const;
/** A required line of text shared by all languages: a menu page's path. */
const LINE = { type: 'string', required: true, maxLength: 255 } as const;
/** A required web address, shared by all languages. */
const LINK = { ...LINE, link: true } as const;
/** A line in the default language, which the other languages may translate (read as it where they do not). */
const TRANSLATABLE_LINE = { type: 'string', localized: true, fallback: true, required: true, maxLength: 255 } as const;
const TITLE = { type: 'text', localized: true, required: true, maxLength: 500 } as const;
const RICH_TEXT = { type: 'richtext', localized: true } as const;
const TEXT = { type: 'text', localized: true, required: true } as const;
const POSITION = { type: 'integer', required: true, min: 1 } as const;
const optionalString = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const optionalLink = (maxLength: number) => ({ type: 'string', maxLength, link: true }) as const;

export const KINDS = {
  news: {
    rest: 'news-items',
    fields: {
      title: TITLE,
      text: RICH_TEXT,
      photo: PHOTO,
      publishedTime: { type: 'datetime', required: true },
      type: { type: 'enumeration', required: true, default: 'NEWS', enum: ['NEWS'] },
    },
    indexes: [{ name: 'news_items_locale_published_time', columns: ['locale', 'published_time', 'created_at'] }],
    shownWithin: ['publishedTime'],
    page: '/news',
    search: { title: 'title', text: ['text'], newestBy: 'publishedTime', carries: ['publishedTime'] },
    // The contract named news `blog` in the admin's API before this site was built.
    routes: { admin: '/api/v1/blog', public: '/api/public/news' },
    drafts: true,
    preview: true,
    revisions: true,
    label: { uz: 'Yangilik', en: 'News', ru: 'Новость' },
  },
  event: {
    rest: 'events',
    description: 'A coming event of the calendar: title, description and place in each language, its time in Tashkent',
    fields: {
      title: TITLE,
      description: RICH_TEXT,
      place: { type: 'string', localized: true, maxLength: 255 },
      photo: PHOTO,
      startsAt: { type: 'datetime', required: true },
      endsAt: { type: 'datetime', required: true },
      allDay: { type: 'boolean', default: false, required: true },
      registrationUrl: optionalLink(2000),
    },
    indexes: [{ name: 'events_locale_starts_at', columns: ['locale', 'starts_at', 'created_at'] }],
    shownWithin: ['startsAt', 'endsAt'],
    page: '/calendar',
    // The place is where a visitor may look for it ("Aula", "Sport zali").
    search: { title: 'title', text: ['place', 'description'], newestBy: 'startsAt', carries: ['startsAt', 'allDay'] },
    routes: { admin: '/api/v1/events', public: '/api/public/events' },
    drafts: true,
    preview: true,
    revisions: true,
    label: { uz: 'Tadbir', en: 'Event', ru: 'Мероприятие' },
  },
  // Strapi reserves the name `document`.
  'official-document': {
    rest: 'official-documents',
    description: 'A normative document the lyceum publishes (its charter, licence, regulations, orders, reports), with its file',
    fields: {
      title: { ...TITLE, label: { uz: 'Hujjat nomi', en: 'Title', ru: 'Название' } },
      /** As the document itself is numbered: `45-q`, `PQ-1234`. */
      number: { ...optionalString(64), label: { uz: 'Raqami', en: 'Number', ru: 'Номер' } },
      date: { type: 'date', required: true, label: { uz: 'Sanasi', en: 'Date', ru: 'Дата' } },
      category: {
        type: 'enumeration',
        required: true,
        enum: DOCUMENT_CATEGORIES,
        labels: DOCUMENT_CATEGORY_LABELS,
        label: { uz: 'Turkumi', en: 'Category', ru: 'Категория' },
      },
      inForce: { type: 'boolean', required: true, default: true, label: { uz: 'Amalda', en: 'In force', ru: 'Действует' } },
      /** The document that replaced it, where the site has it ('' for none). */
      supersededBy: { ...optionalString(64), label: { uz: "O'rnini bosgan hujjat", en: 'Replaced by', ru: 'Заменён документом' } },
      file: {
        type: 'media',
        accepts: 'documents',
        required: true,
        label: { uz: 'Fayl (PDF, DOCX, XLSX, ODT)', en: 'File (PDF, DOCX, XLSX, ODT)', ru: 'Файл (PDF, DOCX, XLSX, ODT)' },
      },
    },
    screen: { path: 'documents', columns: ['category', 'date', 'inForce'] },
    indexes: [{ name: 'official_documents_locale_date', columns: ['locale', 'date', 'created_at'] }],
    references: { supersededBy: 'official-document' },
    page: '/documents',
    download: { file: 'file', name: 'title' },
    search: { title: 'title', text: [], newestBy: 'date', carries: [] },
    routes: { admin: '/api/v1/documents', public: '/api/public/documents' },
    drafts: true,
    revisions: true,
    label: { uz: 'Hujjat', en: 'Document', ru: 'Документ' },
  },
  announcement: {
    rest: 'announcements',
    description: 'A site-wide banner shown on every visitor page from its start to its end',
    fields: {
      text: TITLE,
      startsAt: { type: 'datetime', required: true },
      endsAt: { type: 'datetime', required: true },
      level: { type: 'enumeration', required: true, default: 'INFO', enum: ['INFO', 'URGENT'] },
    },
    indexes: [{ name: 'announcements_locale_ends_at', columns: ['locale', 'ends_at'] }],
    shownWithin: ['startsAt', 'endsAt'],
    label: { uz: "E'lon", en: 'Announcement', ru: 'Объявление' },
  },
  'menu-item': {
    rest: 'menu-items',
    fields: {
      name: NAME,
      url: LINE,
      group: { type: 'enumeration', required: true, enum: MENU_GROUPS },
      active: { type: 'boolean', required: true, default: true },
      number: POSITION,
    },
    indexes: [{ name: 'menu_items_group_url', columns: ['group', 'url'] }],
    uniqueTogether: ['group', 'url'],
    cascade: [{ kind: 'page-text', field: 'menuId' }],
    label: { uz: 'Menyu sahifasi', en: 'Menu page', ru: 'Страница меню' },
  },
  'page-text': {
    rest: 'page-texts',
    fields: {
      title: { type: 'text', localized: true, maxLength: 500 },
      text: RICH_TEXT,
      photo: PHOTO,
      menuId: { type: 'string', required: true, maxLength: 64 },
    },
    upsertBy: 'menuId',
    references: { menuId: 'menu-item' },
    drafts: true,
    revisions: true,
    label: { uz: 'Sahifa matni', en: 'Page text', ru: 'Текст страницы' },
  },
  'media-item': {
    rest: 'media-items',
    fields: {
      type: { type: 'enumeration', required: true, enum: MEDIA_TYPES },
      definition: { type: 'text', localized: true, fallback: true, required: true },
      videoUrl: optionalString(255),
      image: PHOTO,
      others: { type: 'media', multiple: true },
    },
    indexes: [{ name: 'media_items_type_created_at', columns: ['type', 'created_at'] }],
    label: { uz: 'Galereya', en: 'Gallery item', ru: 'Галерея' },
  },
  person: {
    rest: 'people',
    fields: {
      fullName: TRANSLATABLE_LINE,
      position: TRANSLATABLE_LINE,
      phone: { type: 'string', required: true, maxLength: 64 },
      admission: optionalString(255),
      photo: PHOTO,
      number: POSITION,
      type: { type: 'enumeration', required: true, enum: PERSON_TYPES },
    },
    indexes: [{ name: 'people_type_number', columns: ['type', 'number'] }],
    label: { uz: 'Xodim', en: 'Person', ru: 'Сотрудник' },
  },
  'carousel-slide': {
    rest: 'carousel-slides',
    fields: { quote: TEXT, photo: PHOTO },
    label: { uz: 'Karusel', en: 'Carousel slide', ru: 'Слайд карусели' },
    base: { type: 'CAROUSEL', texts: { field: 'quote', key: 'quote' } },
  },
  partner: {
    rest: 'partners',
    fields: { name: NAME, url: LINK, photo: PHOTO },
    label: { uz: 'Hamkor', en: 'Partner', ru: 'Партнёр' },
    base: { type: 'PARTNER', texts: { field: 'name', key: null } },
  },
  direction: {
    rest: 'directions',
    fields: { name: NAME },
    label: { uz: "Yo'nalish", en: 'Direction', ru: 'Направление' },
    base: { type: 'DIRECTION', texts: { field: 'name', key: null } },
  },
  'interactive-service': {
    rest: 'interactive-services',
    fields: { name: NAME, url: LINK, photo: PHOTO },
    label: { uz: 'Interaktiv xizmat', en: 'Interactive service', ru: 'Интерактивная услуга' },
    base: { type: 'INTERACTIVE', texts: { field: 'name', key: null } },
  },
  'header-slogan': {
    rest: 'header-slogan',
    single: true,
    fields: { text: TEXT },
    revisions: true,
    label: { uz: 'Shior', en: 'Slogan', ru: 'Слоган' },
    base: { type: 'HEADER_QUOTE', texts: { field: 'text', key: null } },
  },
  'short-info': {
    rest: 'short-info',
    single: true,
    fields: { text: TEXT },
    revisions: true,
    label: { uz: "Qisqacha ma'lumot", en: 'Short info', ru: 'Краткая информация' },
    base: { type: 'SHORT_INFO', texts: { field: 'text', key: null } },
  },
  contact: {
    rest: 'contact',
    single: true,
    fields: {
      phone: optionalString(64),
      email: optionalString(255),
      tg: optionalLink(255),
      yt: optionalLink(255),
      ig: optionalLink(255),
      fc: optionalLink(255),
      tw: optionalLink(255),
    },
    revisions: true,
    label: { uz: 'Aloqa', en: 'Contacts', ru: 'Контакты' },
    base: { type: 'CONTACT' },
  },
} as const satisfies Record<string, KindDeclaration>;

export type KindName = keyof typeof KINDS;
export const KIND_NAMES = Object.keys(KINDS) as KindName[];

/** A kind's declaration with every optional part filled in, and its attributes sorted as code that walks the table wants them. */
export interface Kind
  extends Required<Omit<KindDeclaration, 'base' | 'upsertBy' | 'description' | 'page' | 'download' | 'routes' | 'search' | 'screen'>> {
  name: KindName;
  base?: KindDeclaration['base'];
  upsertBy?: string;
  description?: string;
  page?: string;
  download?: KindDeclaration['download'];
  screen?: KindDeclaration['screen'];
  routes?: KindDeclaration['routes'];
  search?: KindDeclaration['search'];
  /** Attributes with one value per language (none: the kind is not localized). */
  localized: readonly string[];
  /** Those localized attributes that hold the editor's HTML. */
  richText: readonly string[];
  /** Attributes shared by all languages, media excluded. */
  shared: readonly string[];
  /** Those shared attributes that are web addresses (declared `link`): read back as '' unless they are one. */
  links: readonly string[];
  /** Media attributes: one file or many. */
  media: Readonly<Record<string, 'one' | 'many'>>;
}

export const kindOf = (name: KindName): Kind => {
  const declared: KindDeclaration = KINDS[name];
  const fields = Object.entries(declared.fields);
  const named = (test: (field: FieldDeclaration) => boolean) => fields.filter(([, field]) => test(field)).map(([key]) => key);
  const isLocalized = (field: FieldDeclaration) => 'localized' in field && field.localized === true;
  return {
    name,
    single: false,
    indexes: [],
    shownWithin: [],
    uniqueTogether: [],
    cascade: [],
    references: {},
    drafts: false,
    preview: false,
    revisions: false,
    ...declared,
    localized: named(isLocalized),
    richText: named((field) => field.type === 'richtext'),
    shared: named((field) => field.type !== 'media' && !isLocalized(field)),
    links: named((field) => 'link' in field && field.link === true),
    media: Object.fromEntries(
      fields.flatMap(([key, field]) => (field.type === 'media' ? [[key, field.multiple ? 'many' : 'one'] as const] : [])),
    ),
  };
};

/** The path after /{lang} of a document's own visitor page, for a kind that declares one (`page`). */
export const pagePath = (kind: Pick<Kind, 'page'>, documentId: string): string => `${kind.page}/${encodeURIComponent(documentId)}`;

/**
 * A localized attribute's name on the wire, where the admin reads and writes every language at once: `title` in `en`
 * is `titleEn` (the contract's flat shape, docs/api.md).
 */
export const flatName = (field: string, locale: Locale): string => `${field}${locale[0].toUpperCase()}${locale.slice(1)}`;

/**
 * The kinds edited in the admin's wizard, one step per language (drafts, preview, schedule, revisions, trash): their
 * reads, writes, routes and wizard are written once (docs/content-model.md, "Adding a kind").
 */
export type EditedKindName = { [K in KindName]: (typeof KINDS)[K] extends { routes: object } ? K : never }[KindName];

/** The kinds edited on the admin's generic screen (their `screen`), each with admin routes. */
export type ScreenKind = { [K in KindName]: (typeof KINDS)[K] extends { screen: object; routes: object } ? K : never }[KindName];
export const SCREEN_KINDS = KIND_NAMES.filter((name) => kindOf(name).screen && kindOf(name).routes) as [ScreenKind, ...ScreenKind[]];

/** The kinds whose drafts a preview link shows. */
export type PreviewedKind = { [K in KindName]: (typeof KINDS)[K] extends { preview: true } ? K : never }[KindName];
export const PREVIEWED_KINDS = KIND_NAMES.filter((name) => kindOf(name).preview) as [PreviewedKind, ...PreviewedKind[]];
export const isPreviewedKind = (name: KindName): name is PreviewedKind => kindOf(name).preview;

/** The kinds visitors find in the site search (their `search`), each with a page of its own. */
export type SearchedKind = { [K in KindName]: (typeof KINDS)[K] extends { search: object; page: string } ? K : never }[KindName];
export const SEARCHED_KINDS = KIND_NAMES.filter((name) => kindOf(name).search && kindOf(name).page) as [SearchedKind, ...SearchedKind[]];

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
