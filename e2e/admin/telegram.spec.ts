import { expect, test } from '@playwright/test';
import { openSignedIn } from './session';

/**
 * The Telegram settings screen (docs/telegram.md) never shows the stored token: its field is a password field and
 * starts empty. Its texts, accessibility and fit on a phone are checked with every screen (screens.spec.ts).
 */
test('the bot token field is write-only', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected/telegram');
  await expect(page.getByLabel('Bot tokeni')).toHaveValue('');
  await expect(page.getByLabel('Bot tokeni')).toHaveAttribute('type', 'password');
});

test('a settings save asks for the password again and marks the field at fault in the admin language', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected/telegram');
  const password = page.getByLabel('Parolingiz');
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Parolingizni kiriting')).toBeVisible();

  const channel = page.getByLabel("Kanal (O'zbekcha)");
  await channel.fill('x y');
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(channel).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("-100… raqamli ID yoki @kanalnomi bo'lishi kerak")).toBeVisible();

  await channel.fill('');
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("Parol noto'g'ri")).toBeVisible();
  // The settings speak of settings, never of the server's variable names.
  await expect(page.locator('main')).not.toContainText('TELEGRAM_');
  await expect(page.locator('main')).not.toContainText('ENCRYPTION_KEY');
});
