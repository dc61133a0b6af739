/**
 * Property tests of the whole path from what people type to what a visitor gets (docs/testing.md, "Hostile input"):
 * editors' text in every editor field of every kind, and visitors' paths, queries and headers. Whatever it is
 * (`$` replacement patterns, `</script>`, `<!--`, U+2028/2029, bidi marks, NUL, lone surrogates, apostrophes,
 * Cyrillic, 10 000 characters), a page stays one well-formed document whose JSON parses, its size grows at most linearly
 * with the input, nothing answers a 5xx, a plain-text field shows exactly what was kept (well formed and trimmed: NUL and
 * lone surrogates become U+FFFD), rich text shows as the sanitiser keeps it, and a refused field stores nothing.
 * The pages met are then judged by the Nu Html Checker. HOSTILE_RUNS (random texts per kind, beside the fixed
 * examples) and HOSTILE_SEED replay a run.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { wellFormed, LOCALES as LANGS } from '@lyceum/contract';
import { MONTH_PATTERN, isCalendarMonth } from '@lyceum/contract/calendar';
import { isTag } from 'domhandler';
import { findAll, nextElementSibling, textContent } from 'domutils';
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import ICAL from 'ical.js';
import { nuHtmlFindings } from '../../scripts/stack/lib/nu-html.mjs';
import { sanitizeRichText } from '../src/rich-text.js';
import { getWithHeaders, keepSingleItems, startStack, type Answer, type Stack } from './harness.js';
import { uploadImage } from './images.js';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 3);
/** One seed unless another is asked for: every run of the suite feeds the same texts, and a failure replays as it was. */
const SEED = Number(process.env.HOSTILE_SEED ?? 394737901);
/** How much a page may grow per character of input: each field shows in a few places, each character escaped at most 6-fold. */
const GROWTH_PER_CHARACTER = 120;
const GROWTH_SLACK = 4096;

/** The pieces of text that have broken sites: replacement patterns, markup, line and direction marks, lone halves. */
const PIECES = [
  '$`',
  "$'",
  '$&',
  '$$',
  '$1',
  '$<x>',
  '</script>',
  '<script>alert(1)</script>',
  '<!--',
  '-->',
  ']]>',
  '</head>',
  '<div id="root"></div>',
  '<p>',
  '&amp;',
  '&',
  '<',
  '"',
  "'",
  '`',
  '\\',
  '‘',
  '’',
  'ʻ',
  'ʼ',
  "o'g'",
  'oʻgʻil',
  'Ўзбекистон',
  'Привет',
  '😀',
  '\u2028',
  '\u2029',
  '\u200E',
  '\u200F',
  '\u202E',
  '\u2066',
  '\uFEFF',
  '\0',
  '\uD800',
  '\uDFFF',
  '\u0007',
  ' ',
  '\n',
  '\t',
  '\r',
  'x',
];

/** The texts every kind gets first: the findings that were, and the edges of the rules. */
const EXAMPLES = [
  "500$'gacha",
  '$`'.repeat(100),
  '$&$&$&',
  '</script><!--<script>',
  'a\0b\uD800c',
  '\u202Eabc\u2066\u2028\u2029',
  "O'zbekiston oʻgʻil ‘qo’l’ Ўзбекистон",
  `${'Ж$'.repeat(5000)}`,
];

const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 40 }).map((pieces) => pieces.join('')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...PIECES), fc.integer({ min: 9_000, max: 10_000 }))
      .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length)),
  },
);

/** What the gateway keeps of a plain-text field: well formed, trimmed as the rules trim. */
const kept = (text: string) => wellFormed(text).trim();

interface Surface {
  name: string;
  /** Whether the kind's rules take `text` (as kept) in every field it is written to. */
  takes(text: string): boolean;
  /** Writes `text` into every editor field of a new item (or the single item); the write's answer and the item's id. */
  write(text: string): Promise<{ answer: Answer; id?: string }>;
  /** The visitor page that shows the item, in a language. */
  page(lang: string, id: string): string;
  /** Where a visitor sees the plain text: in the page's own text, or only in its data (typed out by a script). */
  shownIn: 'text' | 'data';
  /** The rich text of the item as the public API reads it, where the kind has one. */
  richText?(lang: string, id: string): Promise<string>;
  /** What the admin reads of the kind: a refused write leaves it unchanged. */
  stored(): Promise<unknown>;
  remove(id: string): Promise<void>;
}

const within = (max: number) => (text: string) => text.length > 0 && text.length <= max;

/** Every string in a JSON value, and in the JSON text it holds (a base item's `data` is JSON written as a string). */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') {
    yield value;
    if (/^[[{]/.test(value)) {
      try {
        yield* stringsIn(JSON.parse(value));
      } catch {
        // text that merely starts like JSON
      }
    }
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsIn(item);
}

/** One well-formed document: one <html> with <head> and <body>, one #root followed by its data, and JSON that parses. */
function assertSound(html: string, where: string) {
  const document = parseDocument(html);
  const elements = document.children.filter(isTag);
  assert.deepEqual(
    elements.map((element) => element.name),
    ['html'],
    `${where}: one root element`,
  );
  assert.deepEqual(
    elements[0].children.filter(isTag).map((element) => element.name),
    ['head', 'body'],
    `${where}: <head> then <body>`,
  );
  const roots = findAll((element) => element.attribs.id === 'root', document.children);
  assert.equal(roots.length, 1, `${where}: one #root`);
  const data = nextElementSibling(roots[0]);
  assert.equal(data?.attribs.id, 'ssr-data', `${where}: the page's data right after its markup`);
  JSON.parse(textContent(data));
  const jsonLd = findAll((element) => element.name === 'script' && element.attribs.type === 'application/ld+json', document.children);
  for (const script of jsonLd) JSON.parse(textContent(script));
  return { text: textContent(roots[0]), data: [...stringsIn(JSON.parse(textContent(data)))] };
}

/** The Nu Html Checker's errors and warnings on these pages, in one run, by page name. */
async function nuHtmlFindingsOf(pages: Map<string, string>): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-hostile-'));
  try {
    const files = await Promise.all(
      [...pages.values()].map(async (html, index) => {
        const file = path.join(dir, `page-${index}.html`);
        await fs.writeFile(file, html);
        return file;
      }),
    );
    const names = [...pages.keys()];
    // A private-use character an editor typed (an icon font's, say) is kept as typed: the checker's warning about it
    // (Charmod C073) is about the text, not the page.
    const findings: { url: string; message: string }[] = await nuHtmlFindings(files);
    return findings
      .filter((finding) => !finding.message.includes('(Charmod C073)'))
      .map((finding) => `${names[Number(/page-(\d+)/.exec(finding.url)?.[1])]}: ${finding.message}`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe('hostile input, from the editor and the visitor to the page', () => {
  let stack: Stack;
  let putBack: () => Promise<void>;
  let photo: string;
  /** Pages met, by where they were met, for the Nu Html Checker: a few of each kind (Java's start is most of its time). */
  const judged = new Map<string, string>();
  const judgedBy = new Map<string, number>();
  const judgedOf = (group: string) => judgedBy.get(group) ?? 0;
  const judge = (group: string, label: string, html: string) => {
    judgedBy.set(group, judgedOf(group) + 1);
    judged.set(label, html);
  };
  let serial = 0;

  before(async () => {
    stack = await startStack();
    putBack = await keepSingleItems(stack, ['HEADER_QUOTE', 'SHORT_INFO', 'CONTACT']);
    photo = await uploadImage(stack, 320, 240);
  });
  after(async () => {
    await putBack?.();
    await stack?.close();
  });

  const created = (answer: Answer) => ({ answer, id: answer.status === 200 ? (answer.body.content?.id as string) : undefined });
  const baseItems = (type: string) => async () => (await stack.call('GET', `/api/v1/baseInfo?type=${type}`)).body.content as unknown;
  const removeBase = async (id: string) => void (await stack.call('DELETE', `/api/v1/baseInfo/${id}`));
  const threeLanguages = (text: string) => ({ uz: text, en: text, ru: text });
  const base = (type: string, data: Record<string, unknown>) =>
    stack.call('POST', '/api/v1/baseInfo', { body: { type, data: JSON.stringify(data) } });

  /** Every kind an editor writes text into, as a visitor then sees it. */
  const SURFACES: Surface[] = [
    {
      name: 'news item (titles, rich texts)',
      takes: within(500),
      write: async (text) =>
        created(
          await stack.call('POST', '/api/v1/blog', {
            body: {
              photo,
              publishedTime: '2031-01-02T03:04:05.000Z',
              type: 'NEWS',
              ...Object.fromEntries(
                LANGS.flatMap((lang) => [
                  [`title${cap(lang)}`, text],
                  [`text${cap(lang)}`, text],
                ]),
              ),
            },
          }),
        ),
      page: (lang, id) => `/${lang}/news/${id}`,
      shownIn: 'text',
      richText: async (lang, id) => (await stack.call('GET', `/api/public/news/${id}?lang=${lang}`)).body.content.text as string,
      stored: async () => (await stack.call('GET', '/api/v1/blog?size=1')).body.content.totalElements as number,
      remove: async (id) => void (await stack.call('DELETE', `/api/v1/blog/${id}`)),
    },
    {
      name: 'event (titles, places, rich descriptions)',
      takes: within(255),
      write: async (text) =>
        created(
          await stack.call('POST', '/api/v1/events', {
            body: {
              photo,
              startsAt: '2031-03-04T10:00:00+05:00',
              endsAt: '2031-03-04T12:00:00+05:00',
              ...Object.fromEntries(
                LANGS.flatMap((lang) => [
                  [`title${cap(lang)}`, text],
                  [`description${cap(lang)}`, text],
                  [`place${cap(lang)}`, text],
                ]),
              ),
            },
          }),
        ),
      page: (lang, id) => `/${lang}/calendar/${id}`,
      shownIn: 'text',
      richText: async (lang, id) => (await stack.call('GET', `/api/public/events/${id}?lang=${lang}`)).body.content.description as string,
      stored: async () => (await stack.call('GET', '/api/v1/events?size=1')).body.content.totalElements as number,
      remove: async (id) => void (await stack.call('DELETE', `/api/v1/events/${id}`)),
    },
    {
      name: 'menu page (names, titles, rich texts)',
      takes: within(255),
      write: async (text) => {
        const url = `/hostile-${process.pid}-${serial++}`;
        const menu = created(
          await stack.call('POST', '/api/v1/menu', {
            body: { nameUz: text, nameEn: text, nameRu: text, url, group: 'info', number: 9000, active: true },
          }),
        );
        if (!menu.id) return menu;
        const page = await stack.call('POST', '/api/v1/page', {
          body: {
            menu: menu.id,
            ...Object.fromEntries(
              LANGS.flatMap((lang) => [
                [`title${cap(lang)}`, text],
                [`text${cap(lang)}`, text],
              ]),
            ),
          },
        });
        assert.equal(page.status, 200, `the page text of a taken menu name: ${page.text.slice(0, 200)}`);
        return { answer: page, id: `${menu.id}${url}` };
      },
      page: (lang, id) => `/${lang}/info${id.slice(id.indexOf('/'))}`,
      shownIn: 'text',
      richText: async (lang, id) =>
        (await stack.call('GET', `/api/public/page?groupName=info&url=${encodeURIComponent(id.slice(id.indexOf('/')))}&lang=${lang}`)).body
          .content.text as string,
      stored: async () => (await stack.call('GET', '/api/v1/menu?group=info')).body.content as unknown,
      remove: async (id) => void (await stack.call('DELETE', `/api/v1/menu/${id.slice(0, id.indexOf('/'))}`)),
    },
    {
      name: 'direction (names)',
      takes: within(255),
      write: async (text) => created(await base('DIRECTION', threeLanguages(text))),
      page: (lang) => `/${lang}`,
      shownIn: 'text',
      stored: baseItems('DIRECTION'),
      remove: removeBase,
    },
    {
      name: 'partner (names)',
      takes: within(255),
      write: async (text) => created(await base('PARTNER', { ...threeLanguages(text), url: 'https://example.org/', photo })),
      page: (lang) => `/${lang}`,
      shownIn: 'data',
      stored: baseItems('PARTNER'),
      remove: removeBase,
    },
    {
      name: 'carousel slide (quotes)',
      takes: within(5000),
      write: async (text) => created(await base('CAROUSEL', { photo, quote: threeLanguages(text) })),
      page: (lang) => `/${lang}`,
      shownIn: 'data',
      stored: baseItems('CAROUSEL'),
      remove: removeBase,
    },
    {
      name: 'header slogan',
      takes: within(5000),
      write: async (text) => created(await base('HEADER_QUOTE', threeLanguages(text))),
      page: (lang) => `/${lang}/structure/staff`,
      shownIn: 'data',
      stored: baseItems('HEADER_QUOTE'),
      remove: async () => {},
    },
    {
      name: 'short info',
      takes: within(5000),
      write: async (text) => created(await base('SHORT_INFO', threeLanguages(text))),
      page: (lang) => `/${lang}`,
      shownIn: 'text',
      stored: baseItems('SHORT_INFO'),
      remove: async () => {},
    },
    {
      name: 'contacts (phone, e-mail)',
      takes: within(64),
      write: async (text) => created(await base('CONTACT', { phone: text, email: text })),
      page: (lang) => `/${lang}/events/photos`,
      shownIn: 'text',
      stored: baseItems('CONTACT'),
      remove: async () => {},
    },
    {
      name: 'person (name and position with their translations, phone, reception day)',
      takes: within(64),
      write: async (text) =>
        created(
          await stack.call('POST', '/api/v1/staff', {
            body: {
              fullName: text,
              fullNameEn: text,
              fullNameRu: text,
              position: text,
              positionEn: text,
              positionRu: text,
              phone: text,
              admission: text,
              photo,
              number: 9000,
              type: 'LEADER',
            },
          }),
        ),
      page: (lang) => `/${lang}/structure/leadership`,
      shownIn: 'text',
      stored: async () => (await stack.call('GET', '/api/v1/staff?type=LEADER')).body.content as unknown,
      remove: async (id) => void (await stack.call('DELETE', `/api/v1/staff/${id}`)),
    },
    {
      name: 'photo gallery item (description)',
      takes: within(2000),
      write: async (text) =>
        created(
          await stack.call('POST', '/api/v1/media', { body: { type: 'PHOTO_GALLERY', address: photo, others: [], definition: text } }),
        ),
      page: (lang) => `/${lang}/events/photos`,
      shownIn: 'data',
      stored: async () => (await stack.call('GET', '/api/v1/media?size=1')).body.content.totalElements as number,
      remove: async (id) => void (await stack.call('DELETE', `/api/v1/media/${id}`)),
    },
    {
      name: 'video gallery item (caption and its translations)',
      takes: within(2000),
      write: async (text) =>
        created(
          await stack.call('POST', '/api/v1/media', {
            body: { type: 'VIDEO_GALLERY', address: 'aqz-KE-bpKQ', definition: text, definitionEn: text, definitionRu: text },
          }),
        ),
      page: (lang) => `/${lang}/events/videos`,
      shownIn: 'text',
      stored: async () => (await stack.call('GET', '/api/v1/media?size=1')).body.content.totalElements as number,
      remove: async (id) => void (await stack.call('DELETE', `/api/v1/media/${id}`)),
    },
  ];

  for (const surface of SURFACES) {
    test(`${surface.name}: any text keeps every page sound, shown as kept, or refused with nothing stored`, async (t) => {
      const sizes = new Map<string, number>();
      const neutral = await surface.write('x');
      assert.equal(neutral.answer.status, 200, neutral.answer.text.slice(0, 200));
      for (const lang of LANGS) {
        const page = await stack.call('GET', surface.page(lang, neutral.id!));
        assert.equal(page.status, 200, page.text.slice(0, 200));
        sizes.set(lang, page.text.length);
      }
      await surface.remove(neutral.id!);
      assert.notEqual(await surface.stored(), undefined, 'the admin read of the kind');

      await fc.assert(
        fc.asyncProperty(hostileText, async (text) => {
          const shown = kept(text);
          const before = await surface.stored();
          const { answer, id } = await surface.write(text);
          const label = `${surface.name} ← ${JSON.stringify(text.slice(0, 80))}${text.length > 80 ? `… (${text.length})` : ''}`;
          assert.ok(answer.status < 500, `${label}: ${answer.status}`);
          if (!surface.takes(shown)) {
            assert.equal(answer.status, 400, `${label}: refused`);
            assert.equal(answer.body.success, false);
            assert.deepEqual(await surface.stored(), before, `${label}: a refused write stores nothing`);
            return;
          }
          assert.equal(answer.status, 200, `${label}: ${answer.text.slice(0, 200)}`);
          try {
            for (const lang of LANGS) {
              const route = surface.page(lang, id!);
              const page = await stack.call('GET', route);
              assert.equal(page.status, 200, `${label}: ${route}`);
              const { text: visible, data } = assertSound(page.text, `${label}: ${route}`);
              if (surface.shownIn === 'text') assert.ok(visible.includes(shown), `${label}: ${route} shows the text as kept`);
              else
                assert.ok(
                  data.some((value) => value.includes(shown)),
                  `${label}: ${route} carries the text as kept`,
                );
              if (surface.richText) {
                const rich = await surface.richText(lang, id!);
                assert.equal(rich, sanitizeRichText(wellFormed(text)), `${label}: rich text as the sanitiser keeps it`);
                assert.ok(page.text.includes(rich), `${label}: ${route} shows the kept rich text`);
              }
              const limit = sizes.get(lang)! + GROWTH_PER_CHARACTER * text.length + GROWTH_SLACK;
              assert.ok(page.text.length <= limit, `${label}: ${route} is ${page.text.length} characters, at most ${limit}`);
              if (judgedOf(surface.name) < LANGS.length) judge(surface.name, `${label}: ${route}`, page.text);
            }
          } finally {
            await surface.remove(id!);
          }
        }),
        { numRuns: RUNS + EXAMPLES.length, seed: SEED, examples: EXAMPLES.map((text) => [text]), endOnFailure: true },
      );
      t.diagnostic(`seed ${SEED}, ${RUNS} random texts after ${EXAMPLES.length} examples`);
    });
  }

  test('any path, query string and Host or forwarded header a visitor sends: never a 5xx, every page sound', async (t) => {
    const news = (await stack.call('GET', '/api/public/news?size=1')).body.content.content[0].id as string;
    const menu = (await stack.call('GET', '/api/public/menu?lang=uz&group=info')).body.content[0] as { url: string };
    const event = (await stack.call('GET', '/api/public/events?when=past&size=1')).body.content.content[0].id as string;
    const routes = [
      '',
      '/news',
      `/news/${news}`,
      `/info${menu.url}`,
      '/search',
      '/events/photos',
      '/structure/staff',
      '/sitemap',
      '/calendar',
      '/calendar/archive',
      // Followed by a month (the segment below), or by anything.
      '/calendar/month',
      `/calendar/${event}`,
      `/calendar/${event}.ics`,
      '/calendar.ics',
    ];
    let largest = 0;
    for (const lang of LANGS)
      for (const route of routes) largest = Math.max(largest, (await stack.call('GET', `/${lang}${route}?q=litsey`)).text.length);

    const printable = fc.string({ unit: fc.constantFrom(...'abc-.:[]@$`\'&<>"%/\\#?=;, 0123456789ЖxЯ'.split('')), maxLength: 80 });
    const headerValue = printable.map((value) => Buffer.from(value, 'utf8').toString('latin1'));
    // Mostly the hosts a site meets, now and then anything: a bad Host is refused before the page is looked at.
    const host = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('localhost', 'lyceum.uz', 'www.lyceum.uz:8443', '127.0.0.1:8080', '[::1]:8080') },
      { weight: 1, arbitrary: headerValue },
    );
    // Months of any four-digit year, mostly near the calendar's (1900–2199).
    const month = fc.oneof(
      fc.constantFrom('1899-12', '1900-01', '2199-12', '2200-01', '9999-12', '0000-01', '2026-13', '2026-00'),
      fc
        .tuple(fc.oneof(fc.integer({ min: 1890, max: 2210 }), fc.integer({ min: 0, max: 9999 })), fc.integer({ min: 1, max: 12 }))
        .map(([year, number]) => `${String(year).padStart(4, '0')}-${String(number).padStart(2, '0')}`),
    );
    const segment = fc.oneof(
      hostileText.map((text) => encodeURIComponent(wellFormed(text)).slice(0, 600)),
      fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '%00', '..', '%2e%2e', '%2F', '$%60$%27', 'a'.repeat(2000)),
      month,
    );
    const query = fc.array(fc.tuple(fc.constantFrom('q', 'page', 'size', 'lang', 'preview', 'w', 'x'), segment), { maxLength: 4 });
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LANGS),
        fc.constantFrom(...routes),
        fc.option(segment, { nil: undefined }),
        query,
        fc.record(
          { host, 'x-forwarded-host': host, 'x-forwarded-proto': headerValue, 'x-forwarded-for': headerValue, forwarded: headerValue },
          { requiredKeys: [] },
        ),
        async (lang, route, extra, pairs, headers) => {
          const search = pairs.map(([name, value]) => `${name}=${value}`).join('&');
          const target = `/${lang}${route}${extra === undefined ? '' : `/${extra}`}${search ? `?${search}` : ''}`;
          const input = target.length + Object.values(headers).join('').length;
          const answer = await getWithHeaders(`${stack.url}${target}`, headers);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const label = `GET ${target} ${JSON.stringify(headers)}`;
          assert.ok(answer.status >= 200 && answer.status < 500, `${label} → ${answer.status} ${answer.body.slice(0, 200)}`);
          // A month's page: shown within the calendar's years, not found outside them; not a month, the visitor goes home.
          const monthKey = route === '/calendar/month' && /^\d{4}-\d\d$/.test(extra ?? '') ? extra! : null;
          if (monthKey && !search && answer.status !== 400)
            assert.equal(answer.status, isCalendarMonth(monthKey) ? 200 : MONTH_PATTERN.test(monthKey) ? 404 : 302, label);
          if (answer.status === 200 && String(answer.headers['content-type']).startsWith('text/calendar')) {
            assert.ok(answer.body.endsWith('END:VCALENDAR\r\n'), `${label}: the last line ends with CRLF`);
            ICAL.parse(answer.body);
          }
          // Pages are what the renderer answers (found or not); a redirect's body is no page.
          if (![200, 404].includes(answer.status) || !String(answer.headers['content-type']).startsWith('text/html')) return;
          assertSound(answer.body, label);
          const limit = largest + GROWTH_PER_CHARACTER * input + GROWTH_SLACK;
          assert.ok(answer.body.length <= limit, `${label}: ${answer.body.length} characters, at most ${limit}`);
          if (judgedOf('visitor') < 12 && answer.status === 200 && (extra || search)) judge('visitor', label, answer.body);
        },
      ),
      { numRuns: Number(process.env.HOSTILE_VISITOR_RUNS ?? 300), seed: SEED, endOnFailure: true },
    );
    t.diagnostic(`seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  });

  test('the Nu Html Checker finds nothing on the pages met', async (t) => {
    assert.ok(judged.size > 0);
    assert.deepEqual(await nuHtmlFindingsOf(judged), []);
    t.diagnostic(`${judged.size} pages checked`);
  });
});

function cap(lang: string) {
  return lang[0].toUpperCase() + lang.slice(1);
}
