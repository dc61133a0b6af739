import { expect, test } from '../test';
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
