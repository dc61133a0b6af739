import { addDays, tashkentDate } from '@lyceum/contract/calendar';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../frontend/src/admin/messages/en';
import { ru } from '../../frontend/src/admin/messages/ru';
import { uz } from '../../frontend/src/admin/messages/uz';
import { TOKEN_KEY, adminToken, unique } from './session';
import { row } from './wizard';

/**
 * The admin in everyday use, as an editor on a phone (375 px) and at a desk (1280 px) meets it in each of its three
 * languages: each test one width and one language, with items of its own; each screen it checks photographed into the
 * test report. The words expected are the admin's own catalogues (frontend/src/admin/messages).
 */

const MESSAGES = { uz, en, ru } as const;
type Lang = keyof typeof MESSAGES;
const LANG_KEY = 'lyceum-admin-ui-lang';
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Two news items (one published, one a draft scheduled ahead) and two events (one coming, one over), the test's own. */
async function ownItems(request: APIRequestContext, lang: Lang) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const post = async (path: string, data: object) => {
    const answer = await request.post(path, { headers, data });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()).content.id as string;
  };
  // Photos of the seed's news, the oldest published: never a draft's own photo (which the test's saves would make
  // public, drafts.spec.ts checks it is not) nor one a test beside this one deletes.
  const visible = (await (await request.get('/api/public/news?lang=uz&page=0&size=100')).json()).content.content;
  const [seeded, other] = visible.slice(-2);
  const name = unique(`Har kuni ${lang}`);
  const titles = (label: string) => ({ titleUz: `${label} ${name} uz`, titleEn: `${label} ${name} en`, titleRu: `${label} ${name} ru` });
  const newsBody = (label: string) => ({ photo: seeded.photo, type: 'NEWS', publishedTime: new Date().toISOString(), ...titles(label) });
  const published = await post('/api/v1/blog', newsBody('Yangilik'));
  // A second save with another photo: its revision shows a photo's change.
  const edited = await request.put('/api/v1/blog', { headers, data: { ...newsBody('Yangilik'), photo: other.photo, id: published } });
  expect(edited.status(), await edited.text()).toBe(200);
  const scheduled = await post('/api/v1/blog', { ...newsBody('Reja'), draft: true });
  const publishAt = new Date(Date.now() + 30 * DAY).toISOString();
  expect((await request.put('/api/v1/schedule', { headers, data: { kind: 'news', id: scheduled, publishAt } })).status()).toBe(200);
  const event = (label: string, start: number) => ({
    ...titles(label),
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + HOUR).toISOString(),
    allDay: false,
  });
  const coming = await post('/api/v1/events', event('Kelgusi', Date.now() + HOUR));
  const past = await post('/api/v1/events', event("O'tgan", Date.now() - 2 * DAY));
  const picture = await post('/api/v1/media', { type: 'PHOTO_GALLERY', address: seeded.photo, others: [], definition: `Galereya ${name}` });
  return {
    published,
    name,
    title: (label: string) => titles(label)[`title${lang === 'uz' ? 'Uz' : lang === 'en' ? 'En' : 'Ru'}`],
    publishAt,
    remove: () =>
      Promise.all([
        ...[published, scheduled].map((id) => request.delete(`/api/v1/blog/${id}`, { headers })),
        ...[coming, past].map((id) => request.delete(`/api/v1/events/${id}`, { headers })),
        request.delete(`/api/v1/media/${picture}`, { headers }),
      ]),
  };
}

/** Opens an admin screen signed in, in the admin language `lang`. */
async function openIn(page: Page, request: APIRequestContext, lang: Lang, path: string) {
  const token = await adminToken(request);
  await page.goto('/robots.txt');
  await page.evaluate(
    ([tokenKey, token, langKey, lang]) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(langKey, lang);
    },
    [TOKEN_KEY, token, LANG_KEY, lang] as const,
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: MESSAGES[lang].layout.logout, exact: true })).toBeVisible();
}

/** Goes to another admin screen as its link would, without loading the admin again. */
async function follow(page: Page, path: string) {
  await page.evaluate((address) => {
    history.pushState(null, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/**
 * The words of the main column broken inside themselves across two lines ('Rejalashtiri/lgan'), a stacked list's
 * labels (drawn before each cell) among them: a label is broken where its longest word is wider than its track.
 */
const brokenWords = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // A line may break after a hyphen or a dash ('30-dekabrdan', '10:00–12:00'), as a browser does: the pieces
      // between them are the words.
      for (const match of text.matchAll(/[^\s\-\u2010\u2013\u2014]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    const context = document.createElement('canvas').getContext('2d')!;
    for (const cell of main.querySelectorAll<HTMLElement>('td[data-label]')) {
      const label = getComputedStyle(cell, '::before');
      if (label.content === 'none' || getComputedStyle(cell).display !== 'grid') continue;
      context.font = label.font;
      const track = parseFloat(getComputedStyle(cell.parentElement!).gridTemplateColumns.split(' ')[0]);
      for (const word of (cell.dataset.label ?? '').split(/\s+/)) {
        if (context.measureText(word).width > track + 1) broken.push(`${word} (label, ${Math.round(track)} px)`);
      }
    }
    return broken;
  });

/** Attaches the window as it stands to the test report. */
async function photograph(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

for (const size of WIDTHS) {
  const phone = size.width < 600;
  for (const lang of Object.keys(MESSAGES) as Lang[]) {
    const t = MESSAGES[lang];
    test(`${size.width} px, ${lang}: lists, calendar, wizard and its preview, banner, revision and add buttons as an editor meets them`, async ({
      page,
      request,
    }) => {
      const items = await ownItems(request, lang);
      try {
        await page.setViewportSize(size);
        await openIn(page, request, lang, '/protected/news');

        // The news: each item by its title in this language, its state and its one time.
        const published = row(page, items.title('Yangilik'));
        await expect(published.locator('[data-status="published"]')).toContainText(t.lists.published);
        await expect(published.locator('[data-status="published"] time')).toHaveCount(1);
        const scheduled = row(page, items.title('Reja')).locator('[data-status="scheduled"]');
        await expect(scheduled).toContainText(t.schedule.scheduled);
        await expect(scheduled.locator('time')).toHaveAttribute('datetime', items.publishAt);
        await expect(page.getByRole('link', { name: t.news.create })).toHaveText(t.news.create);

        // Each action named after the item; on a phone by its name in view, at a desk by its icon (the name on hover).
        const edit = published.getByRole('button', { name: t.crud.edit(items.title('Yangilik')) });
        const named = edit.locator('[data-name]');
        if (phone) {
          await expect(named).toBeVisible();
          await expect(named).toHaveText(t.lists.edit);
          await expect(published.getByRole('button', { name: `${t.preview.open}: ${items.title('Yangilik')}` })).toContainText(
            t.preview.open,
          );
        } else {
          await expect(named).toBeHidden();
          await edit.hover();
          await expect(edit.locator('[data-tip]')).toBeVisible();
          await page.mouse.move(0, 0);
        }
        expect(await brokenWords(page)).toEqual([]);

        // A deletion asks by the item's name (and is cancelled here).
        const asked = new Promise<string>((resolve) =>
          page.once('dialog', (dialog) => {
            resolve(dialog.message());
            void dialog.dismiss();
          }),
        );
        await published.getByRole('button', { name: t.crud.remove(items.title('Yangilik')) }).click();
        expect(await asked).toBe(`${t.news.confirmDelete}\n${t.lists.named(items.title('Yangilik'))}`);
        await expect(published).toBeVisible();
        await photograph(page, `news list, ${size.width} px, ${lang}`);

        // The calendar: the coming events, soonest first; the past ones apart.
        await follow(page, '/protected/calendar');
        const halves = page.getByRole('group', { name: t.lists.which });
        await expect(halves.getByRole('button', { name: t.lists.upcoming })).toHaveAttribute('aria-pressed', 'true');
        await expect(row(page, items.title('Kelgusi'))).toBeVisible();
        await expect(row(page, items.title("O'tgan"))).toHaveCount(0);
        const starts = await page
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((tr) => tr.querySelector('td:nth-child(4) time')?.getAttribute('datetime') ?? ''));
        expect(starts).toEqual([...starts].sort());
        expect(await brokenWords(page)).toEqual([]);
        await photograph(page, `calendar, coming, ${size.width} px, ${lang}`);
        await halves.getByRole('button', { name: t.lists.past }).click();
        await expect(row(page, items.title("O'tgan"))).toBeVisible();
        await expect(row(page, items.title('Kelgusi'))).toHaveCount(0);
        await expect(page.getByRole('link', { name: t.calendar.create })).toHaveText(t.calendar.create);

        // The event wizard: a preview its empty fields block is refused in the wizard, no tab opened, the steps to
        // fix marked.
        await page.getByRole('link', { name: t.calendar.create }).click();
        const steps = page.getByRole('list', { name: t.wizard.steps }).getByRole('button');
        await steps.nth(3).click();
        let tabs = 0;
        page.on('popup', () => tabs++);
        await page.getByRole('button', { name: t.preview.open, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.preview.blocked })).toBeVisible();
        for (const step of [0, 1, 2]) {
          await expect(steps.nth(step)).toHaveAttribute('data-invalid', 'true');
          await expect(steps.nth(step)).toContainText(t.wizard.needsFixing);
        }
        await expect(steps.nth(3)).not.toHaveAttribute('data-invalid', 'true');
        expect(tabs).toBe(0);
        // Publication as one choice, now by default; a set time asks for its time.
        const choice = page.getByRole('group', { name: t.schedule.legend });
        await expect(choice.getByRole('radio', { name: t.schedule.now })).toBeChecked();
        await choice.getByRole('radio', { name: t.schedule.later }).check();
        await expect(choice.getByLabel(t.schedule.at)).toBeVisible();
        await photograph(page, `event wizard, preview blocked, ${size.width} px, ${lang}`);

        // A banner's end: the end of today, of tomorrow (the default) or a date, each day's end said in Tashkent time.
        await follow(page, '/protected/announcements');
        await page.getByRole('button', { name: t.announcements.create }).click();
        const ends = page.getByRole('dialog', { name: t.announcements.create }).getByRole('group', { name: t.announcements.endsAt });
        const tomorrow = addDays(tashkentDate(Date.now()), 1);
        await expect(ends.getByRole('radio')).toHaveCount(3);
        await expect(ends.getByRole('radio').nth(1)).toBeChecked();
        await expect(ends.getByRole('radio', { name: t.announcements.endings.date })).not.toBeChecked();
        await expect(ends.getByRole('radio').nth(1)).toHaveAccessibleName(new RegExp(`\\D0?${Number(tomorrow.slice(8, 10))}\\D.*23:59`));
        await photograph(page, `banner form, ${size.width} px, ${lang}`);
        await page.keyboard.press('Escape');

        // A revision leads back to its item, and shows a photo's change as the photos.
        await follow(page, `/protected/revisions/news/${items.published}`);
        const photos = page.getByTestId('revision-changes').first().getByRole('img');
        await expect(photos).toHaveCount(2);
        await expect(photos.first()).toHaveAttribute('alt', `${t.revisions.fields.photo}: ${t.revisions.before}`);
        expect(await photos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0))).toEqual([
          true,
          true,
        ]);
        await photograph(page, `revisions, ${size.width} px, ${lang}`);
        await page.getByRole('link', { name: t.revisions.back }).click();
        await expect(page).toHaveURL(new RegExp(`/protected/news/create/${items.published}$`));

        // The preview opens in a tab beside the wizard, which stays at its step.
        await steps.nth(3).click();
        const [tab] = await Promise.all([
          page.waitForEvent('popup'),
          page.getByRole('button', { name: t.preview.open, exact: true }).click(),
        ]);
        await tab.waitForURL(/\?preview=/);
        await expect(tab.getByRole('heading', { level: 1 })).toContainText(`Yangilik ${items.name}`);
        await tab.close();
        await expect(page).toHaveURL(new RegExp(`/protected/news/create/${items.published}$`));
        await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
        await photograph(page, `news wizard after its preview, ${size.width} px, ${lang}`);

        // Every add button says what it adds, its words whole.
        for (const [path, label] of [
          ['/protected/interactive', t.interactive.create],
          ['/protected/gallery', t.gallery.add],
          ['/protected/insert-text/1', t.crud.creating(t.staff.title.LEADER)],
          ['/protected/announcements', t.announcements.create],
          ['/protected', t.crud.creating(t.dashboard.carousel)],
        ] as const) {
          await follow(page, path);
          await expect(page.getByRole('button', { name: label, exact: true })).toHaveText(label);
          expect(await brokenWords(page)).toEqual([]);
          if (path === '/protected/gallery') await galleryTile();
          await photograph(page, `${path}, ${size.width} px, ${lang}`);
        }
      } finally {
        await items.remove();
      }

      /** The gallery's tiles stack one a row on a phone: a tile's delete says its name there, at a desk on hover. */
      async function galleryTile() {
        const tile = page
          .getByTestId('admin-gallery')
          .getByRole('listitem')
          .filter({ hasText: `Galereya ${items.name}` });
        const remove = tile.getByRole('button', { name: t.crud.remove(`Galereya ${items.name}`) });
        if (phone) {
          await expect(remove.locator('[data-name]')).toBeVisible();
          await expect(remove.locator('[data-name]')).toHaveText(t.lists.remove);
          expect((await remove.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        } else {
          await expect(remove.locator('[data-name]')).toBeHidden();
          await remove.hover();
          await expect(remove.locator('[data-tip]')).toBeVisible();
          await page.mouse.move(0, 0);
        }
      }
    });
  }
}

test("a banner's end is offered as the end of today, of tomorrow (the default) or a date, in Tashkent time", async ({ page, request }) => {
  const t = MESSAGES.en.announcements;
  await page.setViewportSize(WIDTHS[0]);
  await openIn(page, request, 'en', '/protected/announcements');
  await page.getByRole('button', { name: t.create }).click();
  const form = page.getByRole('dialog', { name: t.create });
  const ends = form.getByRole('group', { name: t.endsAt });
  const today = tashkentDate(Date.now());
  const tomorrow = ends.getByRole('radio', { name: /^At the end of tomorrow/ });
  await expect(tomorrow).toBeChecked();
  await expect(ends.getByRole('radio', { name: /^At the end of today/ })).not.toBeChecked();
  const own = ends.locator('input[type="datetime-local"]');
  await expect(own).toHaveCount(0);
  await ends.scrollIntoViewIfNeeded();
  await photograph(page, 'banner form, 375 px, en');
  await ends.getByRole('radio', { name: t.endings.date }).check();
  await expect(own).toHaveValue(`${addDays(today, 1)}T23:59`);
  await expect(ends.getByLabel(t.endsAt, { exact: true })).toBeVisible();
  await ends.getByRole('radio', { name: /^At the end of today/ }).check();

  const text = unique('Closed');
  for (const label of [t.text("O'zbekcha"), t.text('English'), t.text('Русский')]) await form.getByLabel(label).fill(text);
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/announcements') && answer.request().method() === 'POST');
  await form.getByRole('button', { name: MESSAGES.en.crud.save }).click();
  const id = (await (await saved).json()).content.id as string;
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  try {
    const stored = (await (await request.get(`/api/v1/announcements/${id}`, { headers })).json()).content;
    // 23:59 of today in Tashkent (UTC+5).
    expect(stored.endsAt).toBe(new Date(`${today}T23:59:00+05:00`).toISOString());
  } finally {
    await request.delete(`/api/v1/announcements/${id}`, { headers });
  }
});

test("on a touch screen a control's name shows while the finger is on it, not after", async ({ browser, request }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: WIDTHS[0] });
  try {
    const page = await context.newPage();
    await openIn(page, request, 'uz', '/protected/news');
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
    // The side menu's icons are named by a tip: tapped, the link is followed and no tip stays over the page.
    const calendar = page
      .getByRole('navigation', { name: MESSAGES.uz.layout.menu })
      .getByRole('link', { name: MESSAGES.uz.sections.calendar });
    await calendar.tap();
    await expect(page).toHaveURL(/\/protected\/calendar$/);
    await expect(calendar.locator('[data-tip]')).toBeHidden();
    await photograph(page, 'after a tap on the side menu, 375 px, uz');
  } finally {
    await context.close();
  }
});
