import { expect, test, type Page } from '@playwright/test';
import { APPEAL_ABUSE } from '@lyceum/contract';
import { accessibilityFindings } from '../a11y-engines';
import { PDF, WORDS, askStatus, fillAppeal, phoneOfRun, receiptOf } from '../appeal-form';
import { consoleProblems, hydrated, visit } from '../helpers';

/*
 * The virtual reception (/{lang}/appeal, /{lang}/appeal/status): an appeal sent by the page's own form without
 * JavaScript and by its island with it, a refusal that keeps what was typed, the receipt, and the status asked with the
 * receipt's number and code. The answer's part is the admin's spec.
 */

/** What a citizen may type and the page must show back as text: markup, replacement patterns, Cyrillic, a bidi override. */
const HOSTILE = `</script><b>x</b> $' $& Привет \u202Eabc`;

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to its page: a refusal keeps what was typed, then the receipt, then the status by number and code', async ({
    page,
  }) => {
    await page.goto('/uz/appeal');
    // The gateway takes a form without the proof of work only this long after its page was served, which was before now.
    const opened = Date.now();
    await fillAppeal(page, 'uz', { name: HOSTILE, phone: '12345', subject: HOSTILE, text: `${HOSTILE}\n2-qator` });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, APPEAL_ABUSE.minFillMs - (Date.now() - opened))));
    await page.getByRole('button', { name: 'Yuborish' }).click();

    const form = page.getByRole('main').locator('form');
    const phone = form.getByLabel(WORDS.uz.phone);
    await expect(form.getByRole('alert').getByRole('link', { name: /^Telefon raqamini \+998/ })).toHaveAttribute('href', '#appeal-phone');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('12345');
    await expect(form.getByLabel(WORDS.uz.name)).toHaveValue(HOSTILE);
    await expect(form.getByLabel(WORDS.uz.name)).not.toHaveAttribute('aria-invalid');
    await expect(form.getByLabel(WORDS.uz.subject)).toHaveValue(HOSTILE);
    await expect(form.getByLabel(WORDS.uz.text)).toHaveValue(`${HOSTILE}\n2-qator`);
    await expect(form.getByRole('radio', { name: WORDS.uz.kind })).toBeChecked();
    await expect(form.getByRole('alert')).toContainText("Agar fayl biriktirgan bo'lsangiz, ularni qaytadan tanlang.");

    // The consent stays ticked; the files are chosen again (a page can give none back).
    await expect(form.locator('input[name="consent"]')).toBeChecked();
    await phone.fill(phoneOfRun());
    await form.locator('input[name="files"]').setInputFiles(PDF);
    await page.getByRole('button', { name: 'Yuborish' }).click();
    const { number, code } = await receiptOf(page);
    await expect(page).toHaveURL(/\/uz\/appeal$/);
    await expect(page.getByRole('main').locator('form')).toHaveCount(0);
    await expect(page.getByTestId('appeal-receipt')).toContainText("u faqat bir marta ko'rsatiladi");
    await expect(page.getByTestId('appeal-receipt').getByRole('link', { name: 'Murojaat holatini bilish' })).toHaveAttribute(
      'href',
      '/uz/appeal/status',
    );

    const labels = { number: 'Murojaat raqami', code: 'Maxfiy kod', check: 'Tekshirish' };
    // A wrong code: refused, the number kept and the code not.
    await askStatus(page, 'uz', labels, number, 'AAAAA-AAAAA');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Bu raqam va kod bilan murojaat topilmadi.');
    await expect(page.getByLabel(labels.number)).toHaveValue(number);
    await expect(page.getByLabel(labels.code)).toHaveValue('');

    await askStatus(page, 'uz', labels, number, code.toLowerCase());
    const standing = page.getByTestId('appeal-standing');
    await expect(standing.getByTestId('appeal-status')).toHaveText('Qabul qilindi');
    await expect(standing).toContainText(number);
    await expect(standing).toContainText('Javob hali berilmagan.');
    await expect(standing.getByTestId('appeal-answer')).toHaveCount(0);
  });
});

test('with JavaScript the island checks and sends the form itself: the receipt replaces it in the page, at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const sends: string[] = [];
  const challenges: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/public/appeals' && request.method() === 'POST') sends.push(path);
    if (path === '/api/public/appeals/challenge') challenges.push(path);
  });
  await visit(page, '/en/appeal');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const form = page.getByRole('main').locator('form');
  const send = form.getByRole('button', { name: 'Send' });

  // Checked in the page before anything is sent: every problem at once, the focus on their summary.
  await send.click();
  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your full name (at most 100 characters)',
    'Enter an Uzbek phone number: +998 and 9 digits, for example +998 90 123 45 67',
    'Choose the kind of appeal',
    'Enter the subject (at most 200 characters)',
    'Write the text of your appeal (at most 5000 characters)',
    'Your consent is needed to consider the appeal',
  ]);
  await summary.getByRole('link', { name: /^Enter an Uzbek phone number/ }).click();
  await expect(form.getByLabel(WORDS.en.phone)).toBeFocused();
  expect(sends).toEqual([]);

  await fillAppeal(page, 'en', { name: HOSTILE, phone: phoneOfRun(), subject: 'Admission', text: 'Hello, lyceum' });
  await expect(form.getByText('13 / 5000')).toBeVisible();

  // A refused proof of work: said in the summary and a toast, and the next send has a fresh challenge.
  await page.route('/api/public/appeals', (route) =>
    route.fulfill({ status: 400, json: { success: false, code: 'APPEAL_CHECK_FAILED', message: 'The anti-robot check failed' } }),
  );
  await send.click();
  await expect(summary).toContainText('The anti-robot check failed. Send the form again.');
  await expect(page.locator('.Toastify')).toContainText('The anti-robot check failed. Send the form again.');
  await page.unroute('/api/public/appeals');
  await expect.poll(() => challenges.length).toBe(2);

  const problems = consoleProblems(page);
  await send.click();
  const { number, code } = await receiptOf(page);
  await expect(page.getByRole('heading', { name: 'Your appeal has been received' })).toBeFocused();
  await expect(page).toHaveURL(/\/en\/appeal$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(sends).toHaveLength(2);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);

  // The status in Russian, with the same number and code.
  await askStatus(page, 'ru', { number: 'Номер обращения', code: 'Секретный код', check: 'Проверить' }, number, code);
  await expect(page.getByTestId('appeal-standing').getByTestId('appeal-status')).toHaveText('Принято');
  await hydrated(page);
  expect(await accessibilityFindings(page)).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('both pages at 320 px: accessible to every engine, with and without problems shown, and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await visit(page, '/uz/appeal');
  await expect(page.locator('#site-footer').getByRole('link', { name: 'Virtual qabulxona' })).toHaveAttribute('href', '/uz/appeal');
  await expect(page.getByRole('main').getByRole('link', { name: 'Murojaat holatini bilish' })).toHaveAttribute('href', '/uz/appeal/status');
  expect(await accessibilityFindings(page)).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  await page.getByRole('main').getByRole('button', { name: 'Yuborish' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  expect(await accessibilityFindings(page)).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  await visit(page, '/uz/appeal/status');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Murojaat holati');
  expect(await accessibilityFindings(page)).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});
