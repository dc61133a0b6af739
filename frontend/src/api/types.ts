import type { BaseType } from '@lyceum/contract/base-kinds';
import type { baseItem } from '@lyceum/contract/api/base';
import type { pageOf } from '@lyceum/contract/api/envelope';
import type { mediaItem } from '@lyceum/contract/api/media';
import type { publicMenuItem } from '@lyceum/contract/api/menu';
import type { publicNewsItem } from '@lyceum/contract/api/news';
import type { publicDocumentPage } from '@lyceum/contract/api/official-documents';
import type { publicPage } from '@lyceum/contract/api/page';
import type { searchPage } from '@lyceum/contract/api/search';
import type { person } from '@lyceum/contract/api/staff';
import type { KINDS } from '@lyceum/contract/kinds';
import type { Locale } from '@lyceum/contract/locales';
import type { z } from 'zod';

/*
 * The API's answers, inferred from the contract's schemas. Types only: the imports above are erased
 * at build, so neither zod nor the schemas reach the visitor's bundle.
 */

/** One page of a list. */
export type Paged<T> = Omit<z.infer<ReturnType<typeof pageOf>>, 'content'> & { content: T[] };

/** An item of a content kind, its `data` as JSON text. */
export type ContentItem = z.infer<typeof baseItem>;
export type { BaseType };

export type PublicNews = z.infer<typeof publicNewsItem>;
export type DocumentPage = z.infer<typeof publicDocumentPage>;
export type PublicDocument = DocumentPage['content'][number];
export type PublicMenuItem = z.infer<typeof publicMenuItem>;
export type PublicPage = z.infer<typeof publicPage>;
export type MediaItem = z.infer<typeof mediaItem>;
export type Person = z.infer<typeof person>;
export type SearchPage = z.infer<typeof searchPage>;
export type SearchHit = SearchPage['content'][number];

/*
 * What the content kinds keep in `data`: the contract checks it with rules that do not carry these
 * shapes (its BASE_DATA), so they are spelled here, from the contract's languages and fields.
 */

/** One text in each of the site's languages. */
export type Translations = Record<Locale, string>;

export type Contact = Partial<Record<keyof (typeof KINDS)['contact']['fields'], string>>;

export interface CarouselData {
  photo: string;
  quote: Translations;
}

export interface NamedLink extends Translations {
  url: string;
  photo: string;
}
