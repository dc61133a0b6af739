import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityFindings, axeFindings, htmlcsFindings, ibmFindings } from '../a11y-engines';
import { LANGS, UI, api, consoleProblems, dataOf, hydrated, publicRequests, publicRoutes, visit, type Lang } from '../helpers';

/** The visitor pages are rendered on the server and hydrated in the browser. */

const LABELS: Record<Lang, string> = { uz: 'OZB', en: 'ENG', ru: 'RUS' };
const NEWS_PAGE_SIZE = 12;

interface News {
  id: string;
  title: string;
}

/** What the page of a route must show, read from the public API. */
async function expectContent(page: Page, request: APIRequestContext, lang: Lang, route: string) {
  const h1 = page.getByRole('heading', { level: 1 });
  if (route === '') {
    const latest = (await api<{ content: News[] }>(request, `/api/public/news?lang=${lang}&size=1`)).content[0];
    await expect(page.getByRole('link', { name: latest.title, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: latest.title, exact: true }).first()).toHaveAttribute('href', `/${lang}/news/${latest.id}`);
    for (const direction of await api<{ data: string }[]>(request, '/api/public/base?type=DIRECTION')) {
      await expect(page.getByText(dataOf(direction)[lang], { exact: true })).toBeVisible();
    }
  } else if (route === '/interactive') {
    await expect(h1).toHaveText(UI.interactive[lang]);
    const first = dataOf((await api<{ data: string }[]>(request, '/api/public/base?type=INTERACTIVE'))[0]);
    await expect(page.getByRole('link', { name: new RegExp(first[lang]) })).toHaveAttribute('href', first.url);
  } else if (route === '/news') {
    await expect(h1).toHaveText(UI.news[lang]);
    const list = await api<{ content: News[]; totalElements: number }>(
      request,
      `/api/public/news?lang=${lang}&page=0&size=${NEWS_PAGE_SIZE}`,
    );
    await expect(page.getByRole('link', { name: list.content[0].title, exact: true })).toBeVisible();
    const cards = page.getByTestId('news-list').getByRole('link');
    await expect(cards).toHaveCount(list.content.length);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      list.content.map((item) => `/${lang}/news/${item.id}`),
    );
    // The pager: a link a page (the demo content has more than one page of news).
    expect(list.totalElements, 'seeded news').toBeGreaterThan(NEWS_PAGE_SIZE);
    const pages = Math.ceil(list.totalElements / NEWS_PAGE_SIZE);
    const pager = page.getByRole('navigation', { name: UI.pages[lang] }).getByRole('link');
    expect(await pager.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      Array.from({ length: pages }, (_, index) => `/${lang}/news?page=${index + 1}`),
    );
  } else if (route.startsWith('/news/')) {
    const id = route.slice('/news/'.length);
    const item = await api<News>(request, `/api/public/news/${id}?lang=${lang}`);
    await expect(h1).toHaveText(item.title);
  } else if (route === '/events') {
    await expect(h1).toHaveText(UI.events[lang]);
    await expect(page.getByRole('main').locator(`a[href="/${lang}/events/videos"]`)).toBeVisible();
    await expect(page.getByRole('main').locator(`a[href="/${lang}/events/photos"]`)).toBeVisible();
  } else if (route === '/events/videos') {
    await expect(h1).toHaveText(UI.videoGallery[lang]);
    const videos = (await api<{ content: { definition: string }[] }>(request, `/api/public/media?type=VIDEO_GALLERY&size=16&lang=${lang}`))
      .content;
    await expect(page.getByTestId('video-gallery').locator('iframe')).toHaveCount(videos.length);
    await expect(page.getByTestId('video-gallery').getByText(videos[0].definition, { exact: true })).toBeVisible();
  } else if (route === '/events/photos') {
    await expect(h1).toHaveText(UI.photoGallery[lang]);
    const photos = (await api<{ content: { definition: string }[] }>(request, '/api/public/media?type=PHOTO_GALLERY&size=16')).content;
    await expect(page.getByTestId('photo-gallery').getByRole('button')).toHaveCount(photos.length);
    // Each photo's caption is the name of its button (with a hidden 'view the photo').
    for (const photo of photos)
      await expect(page.getByTestId('photo-gallery').getByRole('button', { name: photo.definition }).first()).toBeVisible();
  } else if (route === '/calendar' || route === '/calendar/archive') {
    const coming = route === '/calendar';
    await expect(h1).toHaveText(coming ? UI.calendar[lang] : UI.calendarArchive[lang]);
    const list = await api<{ content: { title: string }[] }>(
      request,
      `/api/public/events?lang=${lang}&when=${coming ? 'upcoming' : 'past'}`,
    );
    for (const event of list.content) await expect(page.getByRole('link', { name: event.title, exact: true }).first()).toBeVisible();
    if (coming) await expect(page.getByTestId('month-grid').getByRole('columnheader')).toHaveCount(7);
  } else if (route.startsWith('/calendar/')) {
    const event = await api<{ title: string }>(request, `/api/public/events/${route.slice('/calendar/'.length)}?lang=${lang}`);
    await expect(h1).toHaveText(event.title);
  } else if (route === '/structure/leadership' || route === '/structure/staff') {
    const leaders = route === '/structure/leadership';
    await expect(h1).toHaveText(leaders ? UI.leadership[lang] : UI.staff[lang]);
    for (const person of await api<{ fullName: string }[]>(
      request,
      `/api/public/staff?type=${leaders ? 'LEADER' : 'STAFF'}&lang=${lang}`,
    )) {
      await expect(page.getByRole('heading', { name: person.fullName, exact: true })).toBeVisible();
    }
  } else if (route === '/documents') {
    await expect(h1).toHaveText(UI.documents[lang]);
    const list = await api<{ content: { id: string; title: string }[] }>(request, `/api/public/documents?lang=${lang}`);
    expect(list.content.length, 'seeded documents').toBeGreaterThan(0);
    for (const doc of list.content)
      await expect(page.getByRole('main').locator(`a[href="/${lang}/documents/${doc.id}"]`).first()).toHaveText(doc.title);
  } else if (route === '/appeal' || route === '/appeal/status') {
    // The reception's forms, which post to their own page without JavaScript.
    await expect(h1).toHaveText(route === '/appeal' ? UI.appeal[lang] : UI.appealStatus[lang]);
    await expect(page.getByRole('main').locator(`form[method="post"][action="/${lang}${route}"]`)).toHaveCount(1);
  } else if (route === '/sitemap') {
    await expect(h1).toHaveText(UI.siteMap[lang]);
    const menu = await api<{ groupName: string; url: string }[]>(request, `/api/public/menu?lang=${lang}`);
    for (const item of menu.filter((entry) => entry.groupName === 'info'))
      await expect(page.getByRole('main').locator(`a[href="/${lang}/info${item.url}"]`)).toBeVisible();
    await expect(page.getByRole('main').locator(`a[href="/${lang}/structure/staff"]`)).toBeVisible();
  } else {
    const [, group, url] = route.split('/');
    const content = await api<{ title: string; name: string }>(request, `/api/public/page?groupName=${group}&url=/${url}&lang=${lang}`);
    await expect(h1).toHaveText(content.title || content.name);
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`every public route's content, menu, language switch and links are in the HTML (${lang})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const menu = await api<{ groupName: string; url: string; name: string }[]>(request, `/api/public/menu?lang=${lang}`);
      const infoPages = menu.filter((item) => item.groupName === 'info');
      expect(infoPages.length).toBeGreaterThan(0);
      for (const route of await publicRoutes(request)) {
        const path = `/${lang}${route}`;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.locator('html'), path).toHaveClass(/(^|\s)no-js(\s|$)/);
        await expect(page.getByTestId('loading-overlay'), path).toHaveCount(0);
        await expectContent(page, request, lang, route);

        // The menu's page links are links in the document (their dropdowns closed, but there).
        const nav = page.getByRole('navigation', { name: UI.mainMenu[lang] });
        for (const item of infoPages) {
          await expect(nav.locator(`#menu-info a[href="/${lang}/info${item.url}"]`), `${path}: ${item.name}`).toHaveText(item.name);
        }
        await expect(nav.locator(`#menu-structure a[href="/${lang}/structure/staff"]`), path).toHaveCount(1);
        await expect(nav.locator(`#menu-info a[href="/${lang}/documents"]`), path).toHaveText(UI.documents[lang]);
        await expect(nav.locator(`a[href="/${lang}/news"]`), path).toBeVisible();

        // The language switch: links to the same path in the other languages.
        const switcher = page.getByRole('navigation', { name: UI.language[lang] });
        for (const other of LANGS) {
          await expect(switcher.getByRole('link', { name: new RegExp(`^${LABELS[other]} `) }), `${path} → ${other}`).toHaveAttribute(
            'href',
            `/${other}${route}`,
          );
        }
      }
    });
  }

  test('the second page of news is a page of its own, and its pager links the others', async ({ page, request }) => {
    const second = await api<{ content: News[]; totalElements: number }>(request, `/api/public/news?lang=en&page=1&size=${NEWS_PAGE_SIZE}`);
    await page.goto('/en/news?page=2');
    await expect(page.getByTestId('news-list').getByRole('link')).toHaveCount(second.content.length);
    await expect(page.getByRole('link', { name: second.content[0].title, exact: true })).toHaveAttribute(
      'href',
      `/en/news/${second.content[0].id}`,
    );
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/news?page=1');
    // The language switch keeps the page.
    await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: /^RUS / })).toHaveAttribute(
      'href',
      '/ru/news?page=2',
    );
  });

  test('hovering a menu group, or moving focus into it, shows its dropdown links', async ({ page, request }) => {
    const menu = await api<{ groupName: string; url: string; name: string }[]>(request, '/api/public/menu?lang=en');
    const first = menu.find((item) => item.groupName === 'info')!;
    await page.goto('/en/news');
    const dropdown = page.locator('#menu-info');
    const link = dropdown.getByRole('link', { name: first.name, exact: true });
    await expect(dropdown).toBeHidden();
    await page.getByRole('button', { name: UI.info.en }).hover();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/en/info${first.url}`);
    await page.mouse.move(5, 880);
    await expect(dropdown).toBeHidden();
    await page.getByRole('button', { name: UI.info.en }).focus();
    await expect(link).toBeVisible();
    // A link that is shown is followed like any link.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/en/info${first.url}$`));
  });

  test('on a small screen the menu list is shown (there is no script to open it)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/uz/news');
    await expect(page.locator('#main-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menyuni ochish' })).toBeHidden();
    await expect(page.locator('#main-menu').getByRole('link', { name: UI.news.uz, exact: true })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('each accessibility engine reports a fault planted in a page, and leaves out the part excluded', async ({ page }) => {
    await visit(page, '/uz');
    // Each engine runs on a page in its state at the time: the faults planted after the load are what it must find.
    await page.evaluate(() => {
      const planted = document.createElement('div');
      planted.id = 'planted';
      planted.innerHTML = '<img src="/favicon.ico" id="planted-image"><input id="planted-input" type="text">';
      document.querySelector('main')?.append(planted);
    });
    // Each names the image without a text alternative in its own way: a selector, an XPath, a technique's code.
    for (const [engine, findings, missingAlt] of [
      ['axe', axeFindings, /^axe image-alt: #planted-image$/m],
      ['ibm', ibmFindings, /^ibm img_alt_valid: \/html\[1\]\/.*\/img\[1\] /m],
      ['htmlcs', htmlcsFindings, /^htmlcs \S*H37\S*: img#planted-image /m],
    ] as const) {
      expect((await findings(page)).join('\n'), engine).toMatch(missingAlt);
      expect(await findings(page, { exclude: '#planted' }), `${engine}, the planted part excluded`).toEqual([]);
    }
  });

  /**
   * One load of each route per language and width serves two checks: the three accessibility engines on the page as
   * it first settles (in uz and ru: the structure is the same in en), then its hydration. The engines used to load
   * every route again of their own, a fifth of the browser suite's page loads (docs/testing.md).
   */
  for (const lang of LANGS) {
    for (const width of [375, 1280]) {
      const engines = lang !== 'en';
      test(`every public route loads and hydrates with no console error or warning and no API read${engines ? ', and no accessibility finding of axe, IBM Equal Access or HTML_CodeSniffer' : ''} (${lang}, ${width}px)`, async ({
        page,
        request,
      }) => {
        // Three engines on a dozen pages take minutes on a busy two-core machine.
        test.setTimeout(engines ? 360_000 : 120_000);
        await page.setViewportSize({ width, height: 900 });
        const routes = await publicRoutes(request);
        const problems = consoleProblems(page);
        const reads = publicRequests(page);
        // Every route's accessibility findings, so that one run shows them all.
        const findings: Record<string, string[]> = {};
        for (const route of routes) {
          const path = `/${lang}${route}`;
          problems.length = 0;
          reads.length = 0;
          await page.goto(path);
          if (engines) {
            await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
            await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
            // Settled enough for the engines; a request that never ends (a frame's) must not hold the test.
            await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
            const found = await accessibilityFindings(page);
            if (found.length) findings[path] = found;
          }
          await hydrated(page);
          // An island that reads the API asks as it hydrates (a read counts when asked, not when answered): a request
          // still open after that (a photo made on demand on a busy machine) is not what this waits for.
          await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
          // Soft: one route's failure leaves the other routes checked, and the accessibility findings reported.
          await expect.soft(page.locator('html'), path).toHaveClass(/(^|\s)js(\s|$)/);
          await expect.soft(page.getByRole('heading', { level: 1 }).first(), path).toBeAttached();
          expect
            .soft(
              problems,
              `${path} at ${width}px: console errors, warnings or uncaught errors (a hydration mismatch is React's #418/#425)`,
            )
            .toEqual([]);
          expect.soft(reads, `${path} at ${width}px: API reads on the first load`).toEqual([]);
        }
        expect(findings, `accessibility findings at ${width}px`).toEqual({});
      });
    }
  }

  test('before hydration: a press on A+ or a menu button is kept and made once its island has hydrated (the runtime comes with it)', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/uz/news');
    await page.waitForLoadState('networkidle');
    const beforeUse = scripts.length;
    await expect(page.locator('[data-island="topBar"]')).not.toHaveAttribute('data-hydrated');
    // One press, straight away: the pointer reaching the button starts the top bar's hydration, the click waits for it.
    await page.getByRole('button', { name: 'Shriftni kattalashtirish' }).click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
    await expect(page.locator('[data-island="topBar"]')).toHaveAttribute('data-hydrated', '');
    expect(scripts.length, "the islands' runtime was fetched at the first use, not before").toBeGreaterThan(beforeUse);

    await expect(page.locator('[data-island="menu"]')).not.toHaveAttribute('data-hydrated');
    const info = page.getByRole('button', { name: UI.info.uz });
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-info').getByRole('link').first()).toBeVisible();
  });

  test("a press before the page's script has even run is kept, and made once its island has hydrated", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The page's scripts wait: a press meanwhile meets only the server's HTML and the head's inline script.
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/uz', { waitUntil: 'commit' });
    await page.getByRole('button', { name: "Zaif ko'ruvchilar uchun" }).click();
    await expect(page.locator('[data-island="topBar"]')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(page.getByRole('region', { name: "Zaif ko'ruvchilar uchun" })).toBeVisible();
    await expect(page.locator('[data-island="topBar"]')).toHaveAttribute('data-hydrated', '');

    // A form's button is not held: the top bar's search goes out even if the scripts never come.
    const never = await page.context().newPage();
    await never.route(/\.js(\?|$)/, () => new Promise<void>(() => {}));
    await never.goto('/uz', { waitUntil: 'commit' });
    const box = never.getByRole('search', { name: 'Saytdan qidirish' }).first().getByRole('searchbox');
    await box.fill('litsey');
    await box.press('Enter');
    await expect(never).toHaveURL(/\/uz\/search\?q=litsey$/);
    await never.unrouteAll({ behavior: 'ignoreErrors' });
    await never.close();
  });

  test('after hydration: A+ changes the root font size, a dropdown opens on click, the language switch stays in the page', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await visit(page, '/uz/news');
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    await expect.poll(rootSize).toBe('16px');
    await page.getByRole('button', { name: 'Shriftni kattalashtirish' }).click();
    await expect.poll(rootSize).toBe('18px');

    const info = page.getByRole('button', { name: UI.info.uz });
    await expect(page.locator('#menu-info')).toBeHidden();
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-info').getByRole('link').first()).toBeVisible();
    await info.click();
    await expect(page.locator('#menu-info')).toBeHidden();

    const documents: string[] = [];
    // The page's own document (a full reload); an embedded map or video may be fetched again when the application
    // takes the page over at the first navigation (docs/hydration.md).
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('navigation', { name: UI.language.uz }).getByRole('link', { name: /^RUS / }).click();
    await expect(page).toHaveURL(/\/ru\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UI.news.ru);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'no full reload').toBe(1);
    expect(documents, 'no document request').toEqual([]);
    // The font size chosen before the switch stays.
    expect(await rootSize()).toBe('18px');
    expect(problems).toEqual([]);
  });
});
