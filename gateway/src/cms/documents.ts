import path from 'node:path';
import type { PublicationStatus } from '@lyceum/contract';
import { z } from 'zod';
import type { CmsClient } from './client.js';
import { LOCALES, type Kind, type Locale } from './types.js';

/** A document read from Strapi: shared fields (media as stored file names) and texts per locale. */
export interface Doc {
  documentId: string;
  createdAt: string;
  /** When this version was last saved, and (its published version) when it went out; null for a draft never published. */
  updatedAt: string;
  publishedAt: string | null;
  shared: Record<string, unknown>;
  text: Partial<Record<Locale, Record<string, string>>>;
  /** The size in bytes of each stored file its media name (Strapi keeps kilobytes of 1000 bytes, to two decimals). */
  fileBytes: Record<string, number>;
}

/** Where an admin's document stands (Documents.statusOf). */
export interface Standing {
  status: PublicationStatus;
  publishedAt: string | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface ListQuery {
  filters?: Record<string, unknown>;
  sort?: string[];
  /** 0-based page and its size; without them, every document (up to Strapi's maximum of 100). */
  page?: number;
  size?: number;
  /** Which version of a kind with drafts; Documents.list picks it when not given. */
  status?: 'draft' | 'published';
}

const mediaRef = z.object({ url: z.string(), size: z.number().nullish() });
const rawDoc = z
  .object({
    documentId: z.string(),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    publishedAt: z.string().nullish(),
    locale: z.string().nullish(),
  })
  .catchall(z.unknown());
const listAnswer = z.object({
  data: z.array(rawDoc),
  meta: z.object({ pagination: z.object({ total: z.number() }).optional() }).optional(),
});
const oneAnswer = z.object({ data: rawDoc.nullable() });

/** The stored file name of an upload: the last segment of its url. */
export const fileName = (url: string) => path.posix.basename(url);

function restQuery(type: Kind, locale: Locale | undefined, query: ListQuery = {}) {
  const populate = Object.fromEntries(Object.keys(type.media).map((field) => [field, { fields: ['url', 'size'] }]));
  return {
    ...(locale && type.localized.length ? { locale } : {}),
    fields: [...type.localized, ...type.shared, 'createdAt', 'updatedAt', 'publishedAt'],
    ...(Object.keys(populate).length ? { populate } : {}),
    ...(query.filters ? { filters: query.filters } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
    ...(query.status && type.drafts ? { status: query.status } : {}),
    ...(type.single ? {} : { pagination: query.size ? { page: (query.page ?? 0) + 1, pageSize: query.size } : { page: 1, pageSize: 100 } }),
  };
}

/** A localized attribute as text: Strapi gives strings (or null for an empty one). */
const textValue = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function toDoc(type: Kind, raw: z.infer<typeof rawDoc>, locale: Locale | undefined): Doc {
  const shared: Record<string, unknown> = {};
  const fileBytes: Record<string, number> = {};
  const named = (ref: z.infer<typeof mediaRef>) => {
    const name = fileName(ref.url);
    if (typeof ref.size === 'number') fileBytes[name] = Math.round(ref.size * 1000);
    return name;
  };
  for (const field of type.shared) shared[field] = raw[field] ?? null;
  for (const [field, count] of Object.entries(type.media)) {
    if (count === 'one') {
      const ref = mediaRef.nullish().parse(raw[field]);
      shared[field] = ref ? named(ref) : null;
    } else {
      shared[field] = (z.array(mediaRef).nullish().parse(raw[field]) ?? []).map(named);
    }
  }
  const text: Doc['text'] = {};
  if (type.localized.length) {
    text[locale ?? 'uz'] = Object.fromEntries(type.localized.map((field) => [field, textValue(raw[field])]));
  }
  const createdAt = raw.createdAt ?? '';
  return {
    documentId: raw.documentId,
    createdAt,
    updatedAt: raw.updatedAt ?? createdAt,
    publishedAt: raw.publishedAt ?? null,
    shared,
    text,
    fileBytes,
  };
}

/** Reads Strapi documents in one locale, or in all three merged when `locale` is 'all'. */
export class Documents {
  constructor(private readonly cms: CmsClient) {}

  /**
   * Visitors read the published version of a kind with drafts, a signed-in admin (a `token`) the
   * latest one, the draft; `query.status` may name either.
   */
  async list(type: Kind, locale: Locale | 'all', query: ListQuery = {}, token?: string): Promise<Paged<Doc>> {
    const first = locale === 'all' ? 'uz' : locale;
    const status = query.status ?? (token ? 'draft' : 'published');
    const answer = await this.cms.request(listAnswer, {
      path: `/api/${type.rest}`,
      query: restQuery(type, first, { ...query, status }),
      token,
    });
    const items = answer.data.map((raw) => toDoc(type, raw, first));
    const total = answer.meta?.pagination?.total ?? items.length;
    if (locale === 'all' && type.localized.length && items.length) await this.addLocales(type, items, status, token);
    return { items, total };
  }

  /**
   * Where each of `items` (drafts, as an admin reads them) stands: published as it is, never published, or changed
   * since; and when its published version went out.
   */
  async statusOf(type: Kind, items: Doc[], token: string): Promise<Map<string, Standing>> {
    const ids = items.map((doc) => doc.documentId);
    const { items: published } = ids.length
      ? await this.list(type, 'all', { filters: { documentId: { $in: ids } }, size: ids.length, status: 'published' }, token)
      : { items: [] };
    const byId = new Map(published.map((doc) => [doc.documentId, doc]));
    return new Map(
      items.map((doc) => {
        const live = byId.get(doc.documentId);
        const status: PublicationStatus = !live ? 'draft' : sameContent(type, doc, live) ? 'published' : 'changed';
        return [doc.documentId, { status, publishedAt: live?.publishedAt ?? null }];
      }),
    );
  }

  /** Every document that matches, page after page of Strapi's largest page. */
  async all(type: Kind, locale: Locale, query: Omit<ListQuery, 'page' | 'size'> = {}): Promise<Doc[]> {
    const size = 100;
    const first = await this.list(type, locale, { ...query, page: 0, size });
    const pages = Math.ceil(first.total / size);
    const rest = await Promise.all(
      Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => this.list(type, locale, { ...query, page: index + 1, size })),
    );
    return [first, ...rest].flatMap((answer) => answer.items);
  }

  async one(type: Kind, documentId: string, locale: Locale | 'all', token?: string): Promise<Doc | null> {
    const { items } = await this.list(type, locale, { filters: { documentId: { $eq: documentId } }, size: 1 }, token);
    return items[0] ?? null;
  }

  /** A single type's document, or null when it has none. */
  async single(type: Kind, locale: Locale | 'all', token?: string): Promise<Doc | null> {
    const read = async (at: Locale) => {
      const answer = await this.cms
        .request(oneAnswer, { path: `/api/${type.rest}`, query: restQuery(type, at), token })
        .catch((error: { status?: number }) => {
          if (error.status === 404) return { data: null };
          throw error;
        });
      return answer.data ? toDoc(type, answer.data, at) : null;
    };
    if (locale !== 'all' || !type.localized.length) return read(locale === 'all' ? 'uz' : locale);
    const docs = await Promise.all(LOCALES.map(read));
    if (!docs[0]) return null;
    docs.forEach((doc, index) => Object.assign(docs[0]!.text, doc ? doc.text : { [LOCALES[index]]: {} }));
    return docs[0];
  }

  /** The en and ru texts of already-read uz documents, two calls whatever their number. */
  private async addLocales(type: Kind, items: Doc[], status: ListQuery['status'], token?: string) {
    const ids = items.map((doc) => doc.documentId);
    const byId = new Map(items.map((doc) => [doc.documentId, doc]));
    await Promise.all(
      LOCALES.filter((locale) => locale !== 'uz').map(async (locale) => {
        const query = restQuery(type, locale, { filters: { documentId: { $in: ids } }, size: ids.length, status });
        const answer = await this.cms.request(listAnswer, { path: `/api/${type.rest}`, query, token });
        for (const raw of answer.data) {
          const doc = byId.get(raw.documentId);
          if (doc) doc.text[locale] = toDoc(type, raw, locale).text[locale]!;
        }
      }),
    );
  }
}

/** The same fields and texts in every locale: a draft that says what its published version says. */
const sameContent = (type: Kind, a: Doc, b: Doc) =>
  JSON.stringify(a.shared) === JSON.stringify(b.shared) &&
  LOCALES.every((locale) => type.localized.every((field) => textOf(a, locale, field) === textOf(b, locale, field)));

/** A document's text in one locale, '' for a missing locale or field. */
export const textOf = (doc: Doc, locale: Locale, field: string): string => doc.text[locale]?.[field] ?? '';
