/**
 * The server renderer of the visitor pages, imported by the gateway (dist-server/entry-server.js).
 * React Router's static handler matches the URL and runs the loaders (which read the page's data
 * through the gateway's cache, in process); React renders the page to HTML with its
 * styled-components styles; the browser then hydrates it (main.tsx) from the same answers.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import { POSTED_READ } from '@lyceum/contract/posted';
import type { RenderInput, RenderResult } from '@lyceum/contract/render';
import { appRoutes, type ServerContext } from './app/routes';
import { pageContext, type PageContext, type PageData, type VisitorPage } from './app/visitorPage';
import { langFromPath } from './i18n/lang';
import { EARLY_PRESS_SCRIPT } from './islands/earlyPress';
import { IslandServerContext, type IslandServer } from './islands/Island';
import { FONT_SIZE, FONT_SIZE_KEY } from './lib/fontSize';
import { VISION_HEAD_SCRIPT } from './lib/vision';
import { ANNOUNCEMENT_HEAD_SCRIPT } from './public/layout/announcements/closedAnnouncements';
import { SSR_DATA_ID, type Answers } from './ssr/answers';
import { PreviewBar } from './ssr/PreviewBar';
import { ENTRY_AFTER_PAINT_SCRIPT } from './ssr/entryAfterPaint';
import { fillTemplate } from './ssr/fillTemplate';
import { pageStyles } from './ssr/pageStyles';
import { renderHead, scriptJson, type PageHead } from './ssr/head';

/**
 * Runs in <head> before the first paint: marks that scripts run (`.no-js` styles open the menus
 * on hover and focus instead) and applies the visitor's stored font size and low-vision mode, and hides the banners
 * they closed, so that none jumps after hydration; and starts the entry script once the page has painted
 * (ssr/entryAfterPaint.ts). Its hash is allowed by the gateway's Content-Security-Policy.
 */
export const HEAD_SCRIPT =
  `document.documentElement.classList.replace('no-js','js');` +
  `try{var s=Number(localStorage.getItem(${JSON.stringify(FONT_SIZE_KEY)}));` +
  `if(s>=${FONT_SIZE.min}&&s<=${FONT_SIZE.max}&&s%${FONT_SIZE.step}===0)document.documentElement.style.fontSize=s+'px'}catch(e){}` +
  VISION_HEAD_SCRIPT +
  ANNOUNCEMENT_HEAD_SCRIPT +
  EARLY_PRESS_SCRIPT +
  ENTRY_AFTER_PAINT_SCRIPT;

const handler = createStaticHandler(appRoutes());

export async function render({ url, origin, read, template, preview, posted }: RenderInput): Promise<RenderResult> {
  // What the page's own form post answered, read by the page like any answer (public/appeal/posted.ts).
  const answers: Answers = posted === undefined ? {} : { [POSTED_READ]: { content: posted } };
  const context: ServerContext = {
    origin,
    prefetch: async (keys) => {
      await Promise.all(keys.map(async (key) => (answers[key] = await read(key))));
    },
  };
  const request = new Request(url);
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) return { redirect: result.headers.get('Location') ?? '/uz', status: result.status };

  const sheet = new ServerStyleSheet();
  // Each island is rendered as the browser's root of it will render it: a tree of its own, with its own ids.
  const islands: IslandServer = {
    answers,
    origin,
    count: 0,
    render: (element: ReactElement, identifierPrefix: string) => renderToString(sheet.collectStyles(element), { identifierPrefix }),
  };
  const location = new URL(url);
  const lang = langFromPath(location.pathname);
  let body: string;
  let styles: string;
  try {
    body = renderToString(
      sheet.collectStyles(
        <IslandServerContext value={islands}>
          {preview && <PreviewBar lang={lang} pathname={location.pathname} token={preview.token} expiresAt={preview.expiresAt} />}
          <App answers={answers} origin={origin} served>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} hydrate={false} />
          </App>
        </IslandServerContext>,
      ),
    );
    styles = pageStyles(sheet.getStyleTags());
  } finally {
    sheet.seal();
  }

  const found = pageHead(
    result.matches.map((match) => (match.route.handle as { page?: VisitorPage } | undefined)?.page),
    {
      ctx: pageContext(result.matches.at(-1)?.params ?? {}, location, origin),
      answers,
    },
  );
  // A preview is for the link's holders, never for a search engine's index.
  const page = preview ? { ...found, noindex: true } : found;
  const head = renderHead(page, { origin, lang, pathname: location.pathname, search: location.search });
  // In the order of their keys, not of the reads' finishing: a page's bytes depend on its content alone.
  const ordered = Object.fromEntries(Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const data = scriptJson({
    answers: ordered,
    origin,
    hydration: { loaderData: result.loaderData, actionData: null, errors: result.errors },
  });
  const html = fillTemplate(template, {
    lang,
    headScript: HEAD_SCRIPT,
    head: head + styles,
    body,
    data: `<script type="application/json" id="${SSR_DATA_ID}">${data}</script>`,
  });
  // A route that failed (its errorElement, 'Unexpected Application Error') keeps the router's status.
  return { html, status: result.statusCode !== 200 ? result.statusCode : (page.status ?? 200) };
}

/** The head of the deepest matched page that has one. */
function pageHead(pages: (VisitorPage | undefined)[], { ctx, answers }: { ctx: PageContext; answers: Answers }): PageHead {
  const data: PageData = {
    content: (key) => {
      const answer = answers[key];
      return answer && 'content' in answer ? (answer.content as never) : undefined;
    },
    status: (key) => {
      const answer = answers[key];
      return answer && 'error' in answer ? answer.error.status : undefined;
    },
  };
  for (const page of [...pages].reverse()) if (page?.head) return page.head(ctx, data, page.reads(ctx));
  return {};
}
