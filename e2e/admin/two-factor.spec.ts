import { axeFindings } from '../a11y-engines';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import { createOwnAdmin, type Account } from './ownAdmin';
import { TOKEN_KEY, confirmNext, openSignedIn, toast } from './session';

/** A phone: the account screen and the login's code step must work at this width. */
test.use({ viewport: { width: 375, height: 812 } });

/** The screen as it must be: no axe violation, nothing wider than the phone. */
async function checkScreen(page: Page, state: string) {
  expect(await axeFindings(page), state).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${state}: no sideways scrolling`).toBeLessThanOrEqual(375);
}

/** The code an authenticator app shows at `at` (ms) for this secret (RFC 6238 defaults, as the server makes them). */
const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const tokenOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
const tokenValid = async (request: APIRequestContext, token: string | null) =>
  (await request.get('/api/auth', { headers: { Authorization: `Bearer ${token}` } })).status() === 200;

async function signInWithPassword(page: Page) {
  await page.goto('/protected');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
}

let account: Account;
let secret: string | undefined;
let recoveryCodes: string[] = [];
/** The last time step whose code the server took: it refuses that step and any before it again. */
let lastStep = 0;

/**
 * A code of the app the server takes now: of a step after the last one used, and at most one step
 * ahead of the clock (the server allows one step of drift). Waits when the next step is still too far ahead.
 */
async function freshCode(): Promise<string> {
  const step = Math.max(lastStep + 1, Math.floor(Date.now() / STEP_MS));
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await sleep(wait + 1_000);
  lastStep = step;
  return codeAt(secret!, step * STEP_MS);
}

/** A second factor for the clean-up: a recovery code while one is known, else the app's. */
const anyCode = async () => recoveryCodes.shift() ?? (await freshCode());

test.beforeAll(async ({ request }) => {
  account = await createOwnAdmin(request, 'two-factor');
});

// Whatever failed above, the account is left as it was made: two-factor login off.
test.afterAll(async ({ request }) => {
  // Waiting for the app's next step may take most of a minute.
  test.setTimeout(120_000);
  const login = await request.post('/api/auth', { data: account });
  if (login.status() !== 401 || (await login.json()).code !== 'TWO_FACTOR_REQUIRED' || !secret) return;
  const signedIn = await request.post('/api/auth', { data: { ...account, code: await anyCode() } });
  expect(signedIn.status()).toBe(200);
  const off = await request.post('/api/auth/two-factor/disable', {
    headers: { Authorization: `Bearer ${await signedIn.text()}` },
    data: { password: account.password, code: await anyCode() },
  });
  expect(off.status()).toBe(200);
});

test('two-factor login: set up with the app, asked for at login, a recovery code works once, turned off; log out everywhere', async ({
  page,
  request,
  browser,
}) => {
  // Many bcrypt rounds (logins, the password check to turn it off) on a machine the other worker loads too.
  test.setTimeout(120_000);
  const twoFactor = page.getByRole('region', { name: 'Ikki bosqichli kirish' });

  await test.step('the account screen shows it off, and setup shows the QR code and the key', async () => {
    await signInWithPassword(page);
    await expect(page.getByRole('button', { name: 'Chiqish', exact: true })).toBeVisible();
    await page.getByRole('link', { name: "Parolni o'zgartirish" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hisob' })).toBeVisible();
    await expect(twoFactor.getByText("O'chirilgan")).toBeVisible();
    await checkScreen(page, 'two-factor off');

    await twoFactor.getByRole('button', { name: 'Yoqish' }).click();
    await expect(page.getByRole('heading', { name: 'Autentifikator ilovasini ulash' })).toBeFocused();
    const qr = twoFactor.getByRole('img', { name: 'Autentifikator ilovasi uchun QR kod' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const shown = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    secret = shown.replace(/ /g, '');
    await checkScreen(page, 'two-factor setup');
  });

  await test.step('a wrong first code is refused on the field; the right one shows the ten recovery codes once', async () => {
    const code = twoFactor.getByLabel('Tasdiqlash kodi');
    await code.fill(codeAt(secret!, Date.now() + 10 * 60_000));
    await twoFactor.getByRole('button', { name: 'Tasdiqlash va yoqish' }).click();
    await expect(twoFactor.getByText("Kod noto'g'ri yoki avval ishlatilgan")).toBeVisible();
    await expect(code).toHaveValue('');
    await expect(code).toBeFocused();

    await code.fill(await freshCode());
    await twoFactor.getByRole('button', { name: 'Tasdiqlash va yoqish' }).click();
    await expect(toast(page, 'Ikki bosqichli kirish yoqildi')).toBeVisible();
    const codes = page.getByRole('region', { name: 'Tiklash kodlari' });
    await expect(codes.getByRole('heading', { name: 'Tiklash kodlari' })).toBeFocused();
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((text) => text.trim());
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await checkScreen(page, 'recovery codes');

    const download = page.waitForEvent('download');
    await codes.getByRole('button', { name: 'Matn fayli sifatida yuklab olish' }).click();
    const file = await fs.readFile(await (await download).path(), 'utf8');
    for (const recovery of recoveryCodes) expect(file).toContain(recovery);

    await codes.getByRole('button', { name: "Saqlab qo'ydim" }).click();
    await expect(page.getByRole('region', { name: 'Tiklash kodlari' })).toHaveCount(0);
    await expect(twoFactor.getByText('Yoqilgan')).toBeFocused();
    await checkScreen(page, 'two-factor on');
  });

  await test.step('the login asks for the code: a wrong one is refused, the next step of the app signs in', async () => {
    await page.getByRole('button', { name: 'Chiqish', exact: true }).click();
    await signInWithPassword(page);
    const code = page.getByLabel('Tasdiqlash kodi');
    await expect(page.getByRole('heading', { level: 1, name: 'Ikki bosqichli kirish' })).toBeVisible();
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await checkScreen(page, 'login code step');

    await code.fill(codeAt(secret!, Date.now() + 10 * 60_000));
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(toast(page, "Kod noto'g'ri yoki avval ishlatilgan")).toBeVisible();
    await expect(code).toHaveValue('');
    await expect(code).toBeFocused();

    // The current step was spent turning it on, and the server refuses a step used before: the app's next one.
    await code.fill(await freshCode());
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await tokenValid(request, await tokenOf(page))).toBe(true);
  });

  await test.step('"back" returns to the first step; a recovery code signs in once', async () => {
    await page.getByRole('button', { name: 'Chiqish', exact: true }).click();
    await signInWithPassword(page);
    await page.getByRole('button', { name: 'Orqaga' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Password')).toBeFocused();

    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Kirish' }).click();
    await page.getByRole('button', { name: 'Tiklash kodi bilan kirish' }).click();
    const recovery = page.getByLabel('Tiklash kodi');
    await expect(recovery).toBeFocused();
    await expect(recovery).toHaveAttribute('inputmode', 'text');
    const used = recoveryCodes.shift()!;
    await recovery.fill(used.toUpperCase());
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const again = await request.post('/api/auth', { data: { ...account, code: used } });
    expect(await again.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
  });

  await test.step('turning it off asks for the password and a code', async () => {
    await page.getByRole('link', { name: "Parolni o'zgartirish" }).click();
    await expect(twoFactor.getByText('Yoqilgan')).toBeVisible();
    await twoFactor.getByLabel('Parol').fill(account.password);
    await twoFactor.getByLabel('Tasdiqlash kodi').fill(recoveryCodes.shift()!);
    await twoFactor.getByRole('button', { name: "O'chirish" }).click();
    await expect(toast(page, "Ikki bosqichli kirish o'chirildi")).toBeVisible();
    await expect(twoFactor.getByText("O'chirilgan")).toBeFocused();
    expect((await request.post('/api/auth', { data: account })).status()).toBe(200);
  });

  await test.step('log out everywhere ends every session: another browser is sent to the login form on its next call', async () => {
    // A context of its own, as another device has (the project's options, its base URL among them, apply).
    const other = await browser.newContext();
    try {
      const elsewhere = await other.newPage();
      // Signed in on a page that reads nothing: a read still under way when the sessions end would sign it out before its next navigation.
      await openSignedIn(elsewhere, request, '/protected/driver', account);
      const otherToken = await tokenOf(elsewhere);
      const ownToken = await tokenOf(page);

      confirmNext(page, "Barcha qurilmalardan chiqilsinmi? Qayta kirish uchun parol kerak bo'ladi.");
      await page.getByRole('button', { name: 'Barcha seanslarni yakunlash' }).click();
      await expect(page.getByRole('form', { name: 'Admin' })).toBeVisible();
      expect(await tokenOf(page)).toBeNull();
      expect(await tokenValid(request, ownToken)).toBe(false);
      expect(await tokenValid(request, otherToken)).toBe(false);

      await elsewhere.getByRole('link', { name: 'Yangiliklar' }).click();
      await expect(elsewhere.getByRole('form', { name: 'Admin' })).toBeVisible();
      expect(await tokenOf(elsewhere)).toBeNull();
    } finally {
      await other.close();
    }
  });
});
