import MiniSearch, { type SearchResult } from 'minisearch';
import type { z } from 'zod';
import type { highlighted, publicSearchQuery, searchPage } from '@lyceum/contract';
import type { ReadCache } from '../cache/read-cache.js';
import type { Documents } from '../cms/documents.js';
import type { Locale } from '../cms/types.js';
import { SEARCH_TAGS, readCorpus, type SearchDoc } from './corpus.js';
import { termOf, words } from './terms.js';

type Highlighted = z.infer<typeof highlighted>;

/** About how long an excerpt is, and how much of it comes before the first word found. */
const EXCERPT = { length: 240, lead: 60 };

interface Built {
  etag: string;
  index: MiniSearch<SearchDoc>;
  docs: Map<string, SearchDoc>;
}

function buildIndex(docs: SearchDoc[], locale: Locale): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'text'],
    tokenize: (text) => words(text).map(({ word }) => word),
    processTerm: (word) => termOf(word, locale) || null,
    searchOptions: {
      boost: { title: 3 },
      // Uzbek adds suffixes to its words (litsey, litseyning, litseyda): a word found at the start of a term counts.
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(docs);
  return index;
}

/** `text` in runs, the words whose terms were found marked. */
function highlight(text: string, found: Set<string>, locale: Locale): Highlighted {
  const runs: Highlighted = [];
  let at = 0;
  for (const { word, index } of words(text)) {
    if (!found.has(termOf(word, locale))) continue;
    if (index > at) runs.push({ text: text.slice(at, index), match: false });
    runs.push({ text: word, match: true });
    at = index + word.length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), match: false });
  return runs;
}

/** The part of a text around its first word found, cut at words. */
function excerptOf(text: string, found: Set<string>, locale: Locale): string {
  const first = words(text).find(({ word }) => found.has(termOf(word, locale)));
  let start = first ? Math.max(0, first.index - EXCERPT.lead) : 0;
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + EXCERPT.length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}

/**
 * Full-text search over the news, events and menu pages of each language (MiniSearch, BM25 ranking).
 * Its corpus is a read-cache entry tagged with the content it is read from, so that every write
 * (on any instance, through the shared store) makes it stale as it does the pages; the index is
 * rebuilt from the fresh corpus on the next query. docs/reach.md says how edits reach it.
 */
export class SiteSearch {
  private readonly built = new Map<Locale, Promise<Built>>();

  constructor(
    private readonly documents: Documents,
    private readonly cache: ReadCache,
  ) {}

  async search({ lang, q, page, size }: z.infer<typeof publicSearchQuery>): Promise<z.infer<typeof searchPage>> {
    const { index, docs } = await this.indexOf(lang);
    const results = index.search(q);
    const hits = results.slice(page * size, (page + 1) * size).map((result) => this.hit(result, docs, lang));
    return { content: hits, page, size, totalElements: results.length, q };
  }

  private hit(result: SearchResult, docs: Map<string, SearchDoc>, locale: Locale) {
    const doc = docs.get(String(result.id))!;
    const found = new Set(result.terms);
    return {
      kind: doc.kind,
      path: doc.path,
      title: highlight(doc.title, found, locale),
      excerpt: highlight(excerptOf(doc.text, found, locale), found, locale),
      ...(doc.publishedTime ? { publishedTime: doc.publishedTime } : {}),
      ...(doc.startsAt ? { startsAt: doc.startsAt, allDay: doc.allDay === true } : {}),
    };
  }

  /** The language's index, rebuilt when its corpus entry is not the one it was built from. */
  private async indexOf(locale: Locale): Promise<Built> {
    const { body } = await this.cache.read(`search corpus ${locale}`, SEARCH_TAGS, () => readCorpus(this.documents, locale));
    const current = await this.built.get(locale)?.catch(() => undefined);
    if (current?.etag === body.etag) return current;
    const building = Promise.resolve().then(() => {
      const docs = JSON.parse(body.identity.toString()) as SearchDoc[];
      return { etag: body.etag, index: buildIndex(docs, locale), docs: new Map(docs.map((doc) => [doc.id, doc])) };
    });
    this.built.set(locale, building);
    return building;
  }
}
