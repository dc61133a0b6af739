/**
 * Every public read a visitor can make of the site's content, through the front door: the documented /api/public
 * reads in the three languages (the lists, then every item and page they name), the visitor pages, the feeds and
 * the site map, and the given photos. A restored site must answer each one byte for byte as the original did.
 */
import { BASE_TYPES, LOCALES as LANGS } from '@lyceum/contract';

/**
 * Reads every route of `door`; resolves with `{ [route]: { status, type, body } }` (body a Buffer, unencoded).
 * @param {Pick<ReturnType<typeof import('./front-door.mjs').frontDoor>, 'request'>} door (its `request` is all it uses)
 * @param {{ photos?: string[] }} [options]
 */
export async function recordPublicReads(door, { photos = [] } = {}) {
  const answers = {};
  const read = async (route) => {
    const answer = await door.request(route);
    answers[route] = { status: answer.status, type: answer.headers['content-type'], body: answer.body };
    return answer;
  };
  const json = async (route) => JSON.parse((await read(route)).body.toString('utf8')).content;

  for (const lang of LANGS) {
    await read(`/${lang}`);
    await read(`/${lang}/rss.xml`);
    for (const kind of BASE_TYPES) await read(`/api/public/base?type=${kind}&lang=${lang}`);
    for (const { id } of (await json(`/api/public/news?page=0&size=100&lang=${lang}`)).content) {
      await read(`/api/public/news/${id}?lang=${lang}`);
      await read(`/${lang}/news/${id}`);
    }
    for (const { groupName, url } of await json(`/api/public/menu?lang=${lang}`)) {
      await read(`/api/public/page?groupName=${groupName}&url=${encodeURIComponent(url)}&lang=${lang}`);
    }
  }
  for (const type of ['PHOTO_GALLERY', 'VIDEO_GALLERY']) await read(`/api/public/media?page=0&size=100&type=${type}`);
  for (const type of ['LEADER', 'STAFF']) await read(`/api/public/staff?type=${type}`);
  await read('/sitemap.xml');
  for (const name of photos) {
    await read(`/api/attachment/${encodeURIComponent(name)}`);
    await read(`/api/attachment/resize/${encodeURIComponent(name)}`);
  }
  return answers;
}

/**
 * Two orders that releases before this one's made from how an answer was built, not from the content: a page's
 * embedded data (`<script id="ssr-data">`) had its keys in the order its reads finished, and the site map listed
 * its URLs by Strapi's row ids, which a restore assigns anew. Both are now fixed orders (frontend/src/entry-server.tsx,
 * gateway/src/site/sitemap-entries.ts), so a restore is compared byte for byte; an upgrade from such a release
 * compares them once both sides are put in order, and only when the bytes differ.
 */
const ORDERINGS = [
  {
    name: "page data's keys",
    applies: (route, type) => String(type).startsWith('text/html'),
    apply: (text) =>
      text.replace(/(<script[^>]*\bid="ssr-data"[^>]*>)(.*?)(<\/script>)/s, (_all, open, json, close) => {
        const data = JSON.parse(json);
        data.answers = Object.fromEntries(Object.entries(data.answers ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)));
        return `${open}${JSON.stringify(data)}${close}`;
      }),
  },
  {
    name: "site map URLs' order",
    applies: (route) => route === '/sitemap.xml',
    apply: (text) =>
      text.replace(/<url>.*<\/url>/s, (urls) =>
        urls
          .match(/<url>.*?<\/url>/gs)
          .sort()
          .join(''),
      ),
  },
];

/**
 * The routes whose answers differ (status, Content-Type or any byte, but for ORDERINGS), each with what differed,
 * and the routes equal only once put in order, with which ordering.
 */
export function compareReads(before, after) {
  const differences = [];
  const ordered = [];
  for (const route of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[route], after[route]];
    if (!was || !is) differences.push(`${route}: read on one site only`);
    else if (was.status !== is.status) differences.push(`${route}: ${was.status} before, ${is.status} after`);
    else if (was.type !== is.type) differences.push(`${route}: ${was.type} before, ${is.type} after`);
    else if (!was.body.equals(is.body)) {
      const ordering = ORDERINGS.find(({ applies }) => applies(route, was.type));
      const inOrder = (body) => Buffer.from(/** @type {(typeof ORDERINGS)[number]} */ (ordering).apply(body.toString('utf8')));
      if (ordering && inOrder(was.body).equals(inOrder(is.body))) ordered.push(`${route} (${ordering.name})`);
      else differences.push(`${route}: the bodies differ (${firstDifference(was.body, is.body)})`);
    }
  }
  return { differences, ordered };
}

function firstDifference(a, b) {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  const around = (buffer) => JSON.stringify(buffer.subarray(Math.max(0, index - 40), index + 40).toString('utf8'));
  return `at byte ${index}: ${around(a)} vs ${around(b)}`;
}

/** A visitor page's embedded answers (`<script id="ssr-data">`), by read. */
const pageAnswers = (read) => {
  const json = /<script[^>]*\bid="ssr-data"[^>]*>(.*?)<\/script>/s.exec(read.body.toString('utf8'))?.[1];
  return json ? (JSON.parse(json).answers ?? {}) : {};
};

/**
 * `value` (the later release's) in the shape of `was` (the earlier one's): each object only with the keys `was` had,
 * in its order, recursively; a key `was` had and `value` lacks stays missing, and so differs.
 */
function shapedLike(was, value) {
  if (Array.isArray(was) && Array.isArray(value)) return value.map((item, index) => shapedLike(was[index], item));
  if (was && value && typeof was === 'object' && typeof value === 'object' && !Array.isArray(was) && !Array.isArray(value)) {
    return Object.fromEntries(Object.keys(was).map((key) => [key, shapedLike(was[key], value[key])]));
  }
  return value;
}

/**
 * Two releases' reads of the same content, each reduced to what an upgrade must keep, as `[before, after]`. Across
 * releases the code changes how the content is shown, never the content:
 * - a visitor page (HTML): its markup, asset names and the reads it makes change (the later release may add reads,
 *   such as the announcements, or ask one with a new parameter, such as the media read's language): it becomes the
 *   answers both releases' pages embed under the same read, in key order, which must be the same;
 * - a JSON answer may gain fields (a news item's Telegram state in the admin's read): it is compared by the fields the
 *   earlier release's answer had;
 * - a feed item's description is an excerpt the code makes of the item's text, which the API reads compare whole (its
 *   rendering changed: a space at each paragraph's end): the feeds are compared without them.
 * Everything else is compared whole.
 */
export function acrossReleases(before, after) {
  const reduce = (read, route, { keys, shape }) => {
    if (!read) return read;
    const type = String(read.type);
    if (type.startsWith('text/html')) {
      const answers = pageAnswers(read);
      const content = Object.fromEntries(keys.map((key) => [key, answers[key]]));
      return { ...read, body: Buffer.from(JSON.stringify(content)) };
    }
    if (type.startsWith('application/json') && shape !== undefined) {
      return { ...read, body: Buffer.from(JSON.stringify(shapedLike(shape, JSON.parse(read.body.toString('utf8'))))) };
    }
    if (route.endsWith('/rss.xml')) {
      const text = read.body
        .toString('utf8')
        .replace(/<item>.*?<\/item>/gs, (item) => item.replace(/<description>.*?<\/description>/s, ''));
      return { ...read, body: Buffer.from(text) };
    }
    return read;
  };
  const [was, is] = [{}, {}];
  for (const route of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [old, now] = [before[route], after[route]];
    const keys = old && now ? Object.keys(pageAnswers(old)).filter((key) => key in pageAnswers(now)) : [];
    const shape = old && String(old.type).startsWith('application/json') ? JSON.parse(old.body.toString('utf8')) : undefined;
    was[route] = reduce(old, route, { keys: keys.sort(), shape });
    is[route] = reduce(now, route, { keys, shape });
  }
  return [was, is];
}
