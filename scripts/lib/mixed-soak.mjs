/**
 * The soak's load (npm run soak, docs/testing.md "Soak"): `connections` connections of mixed public reads for
 * `seconds`, while one admin writes news, gallery items and page texts as fast as the site takes them; then every
 * acknowledged write is read back in all three languages. Against any running site: the temporary stack soak.mjs
 * starts, or a deployed one through its front door (`--url`, e.g. the compose stack's Caddy in test-compose.mjs),
 * which it fills with test content.
 */
import https from 'node:https';
import autocannon from 'autocannon';

/** Every name answered at this machine's loopback, where a front door under test publishes its ports. */
const toLoopback = (_hostname, options, callback) =>
  options?.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);

/** `{status, text}` of one HTTPS request to `base`'s host at the loopback, trusting only the `ca` authority. */
function loopbackRequest(agent, base, method, route, headers, body) {
  return new Promise((resolve, reject) => {
    const request = https.request(new URL(route, base), { method, headers, agent }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      answer.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A client for `base`: plain fetch, or, given `ca` (PEM), HTTPS to base's host at this machine's loopback trusting
 * only that authority (the name need not resolve). `call` resolves with `{status, body}` (JSON, or else the text).
 */
function siteClient(base, ca) {
  const agent = ca && new https.Agent({ ca, lookup: toLoopback, keepAlive: true, maxSockets: 4 });
  const send = async (method, route, headers, body) => {
    if (agent) return loopbackRequest(agent, base, method, route, headers, body);
    const answer = await fetch(`${base}${route}`, { method, headers, body });
    return { status: answer.status, text: await answer.text() };
  };
  return {
    /**
     * @param {string} method
     * @param {string} route
     * @param {{ token?: string, body?: unknown }} [options]
     */
    async call(method, route, { token, body } = {}) {
      const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) };
      const { status, text } = await send(method, route, headers, body === undefined ? undefined : JSON.stringify(body));
      try {
        return { status, body: JSON.parse(text) };
      } catch {
        return { status, body: text };
      }
    },
    close: () => agent?.destroy(),
  };
}

/** The title and text of a soak's write in uz, en and ru, named by its mark so that it can be read back. */
const inThreeLanguages = (mark) => ({
  titleUz: `${mark} uz`,
  titleEn: `${mark} en`,
  titleRu: `${mark} ru`,
  textUz: '<p>uz</p>',
  textEn: '<p>en</p>',
  textRu: '<p>ru</p>',
});

/**
 * Runs the soak against `base` as `admin` ({username, password}); `memory()` (optional) answers the site's resident
 * megabytes by process, sampled before, throughout (its sum's peak) and after. Prints the figures; resolves with them.
 * @param {{ base: string, ca?: string, admin: { username: string, password: string }, seconds: number, connections: number, memory?: () => Record<string, number> }} options
 */
export async function mixedSoak({ base, ca, admin: account, seconds, connections, memory }) {
  const site = siteClient(base, ca);
  try {
    const login = await site.call('POST', '/api/auth', { body: account });
    if (login.status !== 200) throw new Error(`the soak's admin could not sign in (${login.status}): ${JSON.stringify(login.body)}`);
    const token = login.body;
    const admin = (method, route, body) => site.call(method, route, { token, body });
    const read = async (route) => (await site.call('GET', route)).body;

    const photo = (await admin('GET', '/api/v1/blog?size=1')).body.content.content[0].photo;
    const menus = (await admin('GET', '/api/v1/menu')).body.content.slice(0, 4);
    const news = (await read('/api/public/news?size=1')).content.content[0].id;
    const menu = (await read('/api/public/menu?lang=uz')).content.find((item) => item.groupName === 'info');
    const reads = [
      '/api/public/news?lang=uz&page=0&size=12',
      '/api/public/news?lang=ru&page=0&size=4',
      `/api/public/news/${news}?lang=en`,
      '/api/public/menu?lang=UZ',
      '/api/public/base?type=CAROUSEL',
      '/api/public/base?type=PARTNER',
      '/api/public/media?type=VIDEO_GALLERY&page=0&size=16',
      '/api/public/media?type=PHOTO_GALLERY&page=0&size=16',
      '/api/public/staff?type=LEADER',
      `/api/public/page?groupName=info&url=${encodeURIComponent(menu.url)}&lang=uz`,
      '/uz',
    ];

    const before = memory?.();
    /** @type {{ news: { id: number, fields: Record<string, unknown> }[], media: string[], pages: Map<number, Record<string, unknown>> }} */
    const acknowledged = { news: [], media: [], pages: new Map() };
    /** @type {string[]} */
    const failedWrites = [];
    let pageWrites = 0;
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const mark = `soak ${n} ${Date.now()}`;
        const kind = n % 3;
        if (kind === 0) {
          const fields = {
            photo,
            publishedTime: new Date().toISOString(),
            type: 'NEWS',
            ...inThreeLanguages(mark),
          };
          const answer = await admin('POST', '/api/v1/blog', fields);
          if (answer.status === 200) acknowledged.news.push({ id: answer.body.content.id, fields });
          else failedWrites.push(`news ${answer.status}`);
        } else if (kind === 1) {
          const item = { type: 'VIDEO_GALLERY', address: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', definition: mark, others: [] };
          const answer = await admin('POST', '/api/v1/media', item);
          if (answer.status === 200) acknowledged.media.push(mark);
          else failedWrites.push(`media ${answer.status}`);
        } else {
          const target = menus[n % menus.length];
          const text = {
            menu: target.id,
            ...inThreeLanguages(mark),
            photo: null,
          };
          const answer = await admin('POST', '/api/v1/page', text);
          if (answer.status === 200) {
            acknowledged.pages.set(target.id, text);
            pageWrites++;
          } else failedWrites.push(`page ${answer.status}`);
        }
      }
    })();

    let peak = 0;
    const sampler = memory && setInterval(() => (peak = Math.max(peak, sum(memory()))), 200);
    const origin = new URL(base);
    const result = await autocannon({
      // Through a front door, the connection goes to the loopback and the name travels in SNI and Host.
      url: ca ? `${origin.protocol}//127.0.0.1:${origin.port || 443}` : base,
      ...(ca ? { servername: origin.hostname, tlsOptions: { ca }, headers: { host: origin.host } } : {}),
      connections,
      duration: seconds,
      requests: reads.map((route) => ({ method: 'GET', path: route })),
    });
    writing = false;
    await writer;
    clearInterval(sampler);
    const after = memory?.();

    // Every acknowledged write, read back from the admin API in all three languages.
    let lost = 0;
    const sameTitles = (stored, written) => ['titleUz', 'titleEn', 'titleRu'].every((field) => stored?.[field] === written[field]);
    for (const { id, fields } of acknowledged.news) {
      const stored = (await admin('GET', `/api/v1/blog/${id}`)).body?.content;
      if (!sameTitles(stored, fields)) lost++;
    }
    const media = new Set();
    let total = 0;
    for (let page = 0; page === 0 || page * 100 < total; page++) {
      const paged = (await admin('GET', `/api/v1/media?size=100&page=${page}`)).body.content;
      total = paged.totalElements;
      for (const item of paged.content) media.add(item.definition);
    }
    for (const mark of acknowledged.media) if (!media.has(mark)) lost++;
    for (const [menuId, text] of acknowledged.pages) {
      const stored = (await admin('GET', `/api/v1/page?menu=${menuId}`)).body?.content;
      if (!sameTitles(stored, text)) lost++;
    }

    const writes = acknowledged.news.length + acknowledged.media.length + pageWrites;
    console.log(`\nSoak: ${connections} connections of mixed public reads for ${seconds} s, one admin writing throughout (${base})`);
    console.log(
      `reads: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`read errors: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx (target 0)`);
    console.log(
      `writes acknowledged: ${acknowledged.news.length} news, ${acknowledged.media.length} gallery items (${total} stored in all), ${pageWrites} page-text writes over ${acknowledged.pages.size} pages; refused: ${failedWrites.length}${failedWrites.length ? ` (${failedWrites.slice(0, 5).join(', ')})` : ''}`,
    );
    console.log(
      `lost writes: ${lost} (target 0; every news item in all three languages, every gallery item, each page's last text in all three languages)`,
    );
    if (memory) {
      const list = (figures) =>
        Object.entries(figures)
          .map(([name, mb]) => `${name} ${mb.toFixed(0)}`)
          .join(' + ');
      console.log(`memory RSS: before ${list(before)} MB, peak ${peak.toFixed(0)} MB, after ${list(after)} MB`);
    }
    console.log(`admin write throughput: ${(writes / seconds).toFixed(1)} writes/s`);
    return { result, lost, writes, failedWrites: failedWrites.length, peak };
  } finally {
    site.close();
  }
}

const sum = (figures) => Object.values(figures).reduce((total, mb) => total + mb, 0);
