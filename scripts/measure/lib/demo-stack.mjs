import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, freePort, stopProcess, waitUntilUp } from '../../lib/processes.mjs';

/**
 * The whole built stack on a copy of the demo database (scripts/stack/e2e-stack.mjs) on free ports, for the measuring
 * scripts; or `base`, a stack already up, left as it is. Resolves once it answers, with its URL and how to stop it.
 * `env` is added to the stack's processes' environment.
 */
export async function demoStack(base, { env = {} } = {}) {
  if (base) {
    await waitUntilUp(`${base}/readyz`);
    return { base, stop: async () => {} };
  }
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'stack', 'e2e-stack.mjs')], {
    env: { ...process.env, ...env, E2E_PORT: String(port), E2E_CMS_PORT: String(await freePort()) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/readyz`, { child });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { base: url, stop: () => stopProcess(child) };
}

/** Every visitor route in `lang`, named, with a real news item and menu page of the stack at `base`. */
export async function visitorRoutes(base, lang) {
  const content = async (route) => /** @type {any} */ (await (await fetch(`${base}${route}`)).json()).content;
  const newsId = (await content('/api/public/news?size=1')).content[0].id;
  const menuPage = (await content('/api/public/menu?lang=uz')).find((item) => item.groupName === 'info');
  // The demo's events are coming ones; a database whose events have all passed has them in the archive.
  const eventId = (
    (await content(`/api/public/events?lang=${lang}&size=1`)).content[0] ??
    (await content(`/api/public/events?lang=${lang}&when=past&size=1`)).content[0]
  ).id;
  return [
    ['home', `/${lang}`],
    ['news', `/${lang}/news`],
    ['news item', `/${lang}/news/${newsId}`],
    ['menu page', `/${lang}/info${menuPage.url}`],
    ['interactive', `/${lang}/interactive`],
    ['events', `/${lang}/events`],
    ['calendar', `/${lang}/calendar`],
    ['event', `/${lang}/calendar/${eventId}`],
    ['videos', `/${lang}/events/videos`],
    ['photos', `/${lang}/events/photos`],
    ['leadership', `/${lang}/structure/leadership`],
    ['staff', `/${lang}/structure/staff`],
    ['search', `/${lang}/search?q=litsey`],
    ['site map', `/${lang}/sitemap`],
  ];
}
