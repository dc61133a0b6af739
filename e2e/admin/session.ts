import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-Passw0rd-long',
};
export const TOKEN_KEY = 'lyceum.adminToken';

/** A fresh admin token from the contract's login (the shared e2e admin's, unless another account is given). */
export async function adminToken(request: APIRequestContext, account = ADMIN): Promise<string> {
  const answer = await request.post('/api/auth', { data: account });
  expect(answer.status()).toBe(200);
  return answer.text();
}

/** Opens an admin page already signed in (the token stored as the login form would store it). */
export async function openSignedIn(page: Page, request: APIRequestContext, path: string, account = ADMIN) {
  const token = await adminToken(request, account);
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Chiqish', exact: true })).toBeVisible();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Accepts the next confirm dialog after checking its text: `text` (the spec's words), and on a line of its own the name
 * of what it deletes in «», where it deletes something named (a pattern where the test does not know which).
 */
export function confirmNext(page: Page, text: string, name?: string | RegExp) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    if (name === undefined) expect(dialog.message()).toBe(text);
    else if (typeof name === 'string') expect(dialog.message()).toBe(`${text}\n«${name}»`);
    else expect(dialog.message()).toMatch(new RegExp(`^${escaped(text)}\n«${name.source}»$`));
    await dialog.accept();
  });
}

/** A toast with exactly this text. */
export const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text }).first();

/** A small real PNG (1x1), as an upload input takes it. */
export const PNG = {
  name: 'pixel.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
};

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

export async function publicContent(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()).content;
}

/**
 * A form field's label, matched as the screen reader hears it: the label's own words, then perhaps the field's error
 * ("To'liq ism Majburiy maydon"), but not a translation field named after it ("To'liq ism (inglizcha)").
 */
export const ownLabel = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?! \\()`);
