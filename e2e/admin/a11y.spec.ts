import { accessibilityFindings, axeFindings } from '../a11y-engines';
import { expect, test } from '../test';
import { openSignedIn } from './session';

/** TinyMCE's editor is its makers' markup, checked by them. */
const violations = (page: import('@playwright/test').Page) => axeFindings(page, { exclude: '.tox-tinymce' });

test('the login form has no finding of axe, IBM Equal Access or HTML_CodeSniffer', async ({ page }) => {
  await page.goto('/protected');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await accessibilityFindings(page)).toEqual([]);
});

test('no admin screen has a WCAG 2.1 A/AA violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  const menu = (await (await request.get('/api/public/menu?lang=uz&group=info')).json()).content[0];
  await openSignedIn(page, request, '/protected');
  for (const path of [
    '',
    '/info',
    '/structure',
    '/edu',
    '/events',
    '/activity',
    '/news',
    '/news/create',
    '/gallery',
    '/interactive',
    '/insert-text/1',
    '/insert-text/2',
    `/insert-text/${menu.id}`,
    '/driver',
    '/password',
    '/trash',
    '/audit',
  ]) {
    await page.goto(`/protected${path}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('…');
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    expect(await violations(page), path || '/').toEqual([]);
  }
  for (const [path, button] of [
    ['/interactive', "+ Qo'shish"],
    ['/gallery', "+ Qo'shish"],
    ['/insert-text/1', "+ Qo'shish"],
    ['/info', '+ Add Menu'],
  ]) {
    await page.goto(`/protected${path}`);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page), `${path} modal`).toEqual([]);
  }
});
