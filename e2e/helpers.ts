import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { LOCALES } from '@lyceum/contract';

export { LOCALES as LANGS };

export type Lang = (typeof LOCALES)[number];

/**
 * Where the accessibility engines' code says it comes from (e2e/a11y-engines.ts): what they write to the console (IBM's
 * engine logs a rule's exception) is theirs, not the page's, and consoleProblems leaves it out.
 */
export const ENGINE_SOURCE = 'lyceum-a11y-engine:';

/** The public site's UI strings the specs look for, in each language. */
export const UI = {
  /** The header's link home: the lyceum's name beside its logo. */
  lyceumName: {
    uz: 'Agrar universitet qoshidagi akademik litsey',
    en: 'Academic Lyceum of the Agrarian University',
    ru: 'Академический лицей при аграрном университете',
  },
  language: { uz: 'Til', en: 'Language', ru: 'Язык' },
  mainMenu: { uz: 'Asosiy menyu', en: 'Main menu', ru: 'Главное меню' },
  pages: { uz: 'Sahifalar', en: 'Pages', ru: 'Страницы' },
  news: { uz: 'Yangiliklar', en: 'News', ru: 'Новости' },
  events: { uz: 'Tadbirlar', en: 'Events', ru: 'Мероприятия' },
  interactive: { uz: 'Interaktiv xizmatlar', en: 'Interactive services', ru: 'Интерактивные услуги' },
  leadership: { uz: 'Rahbariyat', en: 'Leadership', ru: 'Руководство' },
  staff: { uz: 'Xodimlar', en: 'Staff', ru: 'Сотрудники' },
  photoGallery: { uz: 'Fotogalereya', en: 'Photo gallery', ru: 'Фотогалерея' },
  videoGallery: { uz: 'Videogalereya', en: 'Video gallery', ru: 'Видеогалерея' },
  info: { uz: 'Litsey haqida', en: 'About', ru: 'О лицее' },
  siteMap: { uz: 'Sayt xaritasi', en: 'Site map', ru: 'Карта сайта' },
  calendar: { uz: 'Tadbirlar taqvimi', en: 'Events calendar', ru: 'Календарь мероприятий' },
  calendarArchive: { uz: "O'tgan tadbirlar", en: 'Past events', ru: 'Прошедшие мероприятия' },
  documents: { uz: "Me'yoriy hujjatlar", en: 'Official documents', ru: 'Нормативные документы' },
  appeal: { uz: 'Virtual qabulxona', en: 'Virtual reception', ru: 'Виртуальная приёмная' },
  appealStatus: { uz: 'Murojaat holati', en: 'Appeal status', ru: 'Состояние обращения' },
} as const;

/** The `content` of a public API answer, asserting it succeeded. */
export async function api<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()).content as T;
}

export const dataOf = (item: { data: string }) => JSON.parse(item.data);

/**
 * Waits until every island of the page (docs/hydration.md) is hydrated, but those that wait for a demand (the toasts):
 * those hydrated at the visitor's first sign of use (the top bar, the menu) are shown a pointer passing over them;
 * those hydrated when they come into view are scrolled to, one after another, then the page goes back to its top.
 * Before that the page shows its content and its links work, but an island's buttons wait for it (a press is kept
 * and made once it has hydrated), so a test that hovers or types waits for it. A page the application rendered
 * (after a client-side navigation) has no island left to hydrate.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      for (const island of document.querySelectorAll('[data-hydrate="interaction"]:not([data-hydrated])'))
        island.dispatchEvent(new PointerEvent('pointerover'));
      const pending = document.querySelectorAll('[data-island][data-props]:not([data-hydrated]):not([data-hydrate="demand"])');
      const box = [...(pending[0]?.children ?? [])].find((child) => !['LINK', 'META', 'STYLE', 'SCRIPT'].includes(child.tagName));
      box?.scrollIntoView({ block: 'center' });
      return pending.length === 0;
    },
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Opens a page (server-rendered) and waits until it is hydrated; the document's response. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Waits until the home page's 'Kuting ...' overlay is gone (it shows only while a client-side navigation waits) and the page is hydrated. */
export async function homeLoaded(page: Page) {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await hydrated(page);
}

/** The /api/public requests the page makes from now on (full URLs, in order). */
export function publicRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/public/')) urls.push(request.url());
  });
  return urls;
}

/**
 * The console errors and warnings and the uncaught errors of the page from now on. React 19 reports
 * a hydration mismatch as an uncaught (recoverable) error, minified in production: 'Minified React
 * error #418' (text), #425, #423…, with a react.dev/errors link.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own words when the config's `serviceWorkers: 'block'` refuses the site's worker, not the site's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') {
      const { url, lineNumber } = message.location();
      if (url.startsWith(ENGINE_SOURCE)) return;
      problems.push(`console.${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The visitor pages' routes, with a real generic page from the seeded menu. */
export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const news = await api(request, '/api/public/news?size=1');
  const menu = await api<{ groupName: string; url: string }[]>(request, '/api/public/menu?lang=uz');
  const page = menu.find((item) => item.groupName === 'info')!;
  const events = await api<{ content: { id: string }[] }>(request, '/api/public/events?lang=uz&when=upcoming&size=1');
  return [
    '',
    '/interactive',
    '/news',
    `/news/${news.content[0].id}`,
    '/events',
    '/events/videos',
    '/events/photos',
    '/calendar',
    '/calendar/archive',
    ...events.content.map((event) => `/calendar/${event.id}`),
    '/structure/leadership',
    '/structure/staff',
    '/documents',
    '/sitemap',
    '/appeal',
    '/appeal/status',
    `/${page.groupName}${page.url}`,
  ];
}
