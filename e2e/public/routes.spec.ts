import { expect, test } from '@playwright/test';
import { LANGS, UI, api, dataOf, homeLoaded } from '../helpers';

for (const lang of LANGS) {
  test.describe(`public routes in ${lang}`, () => {
    test('home shows the slogan, carousel quote, short info, latest news, directions and partners of the server', async ({
      page,
      request,
    }) => {
      const slogan = dataOf(await api(request, '/api/public/base?type=HEADER_QUOTE'))[lang];
      const quote = dataOf((await api(request, '/api/public/base?type=CAROUSEL'))[0]).quote[lang];
      const info = dataOf(await api(request, '/api/public/base?type=SHORT_INFO'))[lang];
      const direction = dataOf((await api(request, '/api/public/base?type=DIRECTION'))[0])[lang];
      const partner = dataOf((await api(request, '/api/public/base?type=PARTNER'))[0])[lang];
      const latest = (await api(request, `/api/public/news?lang=${lang}&size=2`)).content[0].title;
      await page.goto(`/${lang}`);
      await homeLoaded(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByText(slogan, { exact: true })).toBeVisible();
      await expect(page.getByTestId('home-carousel').getByText(quote).first()).toBeAttached();
      await expect(page.locator('.visually-hidden', { hasText: info })).toHaveCount(1);
      await expect(page.getByRole('link', { name: latest, exact: true })).toBeVisible();
      await expect(page.getByText(direction, { exact: true })).toBeVisible();
      await expect(page.getByTestId('partners-carousel').getByText(partner).first()).toBeAttached();
      await expect(page.getByRole('link', { name: { uz: 'Batafsil', en: 'More', ru: 'Подробнее' }[lang], exact: true })).toHaveAttribute(
        'href',
        `/${lang}/news`,
      );
    });

    test('news list and a news item', async ({ page, request }) => {
      const news = (await api(request, `/api/public/news?lang=${lang}&size=12`)).content;
      await page.goto(`/${lang}/news`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UI.news[lang]);
      await expect(page.getByTestId('news-list').getByRole('link')).toHaveCount(12);
      await expect(page.getByRole('link', { name: news[0].title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(UI.news[lang]));

      await page.getByRole('link', { name: news[1].title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/news/${news[1].id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(news[1].title);
      await expect(page).toHaveTitle(new RegExp(news[1].title.replace(/[()]/g, '.')));
      const services = await api(request, '/api/public/base?type=INTERACTIVE');
      await expect(page.getByRole('complementary').getByRole('link')).toHaveCount(Math.min(5, services.length));
    });

    test('interactive services', async ({ page, request }) => {
      const services = await api(request, '/api/public/base?type=INTERACTIVE');
      await page.goto(`/${lang}/interactive`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UI.interactive[lang]);
      for (const service of services) {
        const data = dataOf(service);
        await expect(page.getByRole('link', { name: new RegExp(data[lang]) })).toHaveAttribute('href', data.url);
      }
    });

    test('events, video gallery and photo gallery', async ({ page, request }) => {
      await page.goto(`/${lang}/events`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UI.events[lang]);
      await page.getByRole('link', { name: UI.videoGallery[lang] }).last().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/events/videos$`));
      const videos = (await api(request, `/api/public/media?type=VIDEO_GALLERY&size=16&lang=${lang}`)).content;
      await expect(page.getByTestId('video-gallery').locator('iframe')).toHaveCount(videos.length);
      await expect(page.locator('iframe').first()).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
      await expect(page.getByText(videos[0].definition)).toBeVisible();

      await page.goto(`/${lang}/events/photos`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UI.photoGallery[lang]);
      const photos = (await api(request, '/api/public/media?type=PHOTO_GALLERY&size=16')).content;
      await expect(page.getByTestId('photo-gallery').getByRole('button')).toHaveCount(photos.length);
      await expect(page.getByText(photos[0].definition)).toBeVisible();
    });

    test('leadership and staff', async ({ page, request }) => {
      const leaders = await api(request, `/api/public/staff?type=LEADER&lang=${lang}`);
      await page.goto(`/${lang}/structure/leadership`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UI.leadership[lang]);
      for (const person of leaders) {
        await expect(page.getByRole('heading', { name: person.fullName })).toBeVisible();
        await expect(page.getByText(person.admission)).toBeVisible();
        await expect(page.getByRole('link', { name: person.phone })).toHaveAttribute('href', `tel:${person.phone.replace(/\s+/g, '')}`);
      }
      const staff = await api(request, `/api/public/staff?type=STAFF&lang=${lang}`);
      await page.goto(`/${lang}/structure/staff`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UI.staff[lang]);
      await expect(page.getByTestId('people').getByRole('listitem')).toHaveCount(staff.length);
    });

    test('a generic page shows its title, text, breadcrumb and the latest 3 news', async ({ page, request }) => {
      const content = await api(request, `/api/public/page?groupName=info&url=/history&lang=${lang}`);
      await page.goto(`/${lang}/info/history`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.locator('.rich-text')).toContainText(
        content.text
          .replace(/<[^>]+>/g, ' ')
          .trim()
          .split('  ')[0]
          .slice(0, 30),
      );
      const crumbs = page.getByRole('navigation', { name: { uz: "Sahifa yo'li", en: 'Breadcrumb', ru: 'Навигационная цепочка' }[lang] });
      await expect(crumbs.getByRole('listitem')).toHaveCount(3);
      await expect(crumbs.getByRole('listitem').last()).toHaveText(content.name);
      await expect(page.getByRole('complementary').getByRole('link')).toHaveCount(3);
      await expect(page).toHaveTitle(new RegExp(content.title));
    });
  });
}
