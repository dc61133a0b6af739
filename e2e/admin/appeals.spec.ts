import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { tashkentDate } from '@lyceum/contract';
import { accessibilityFindings } from '../a11y-engines';
import { askStatus, citizenAddress, fillAppeal, lettersTo, phoneOfRun, receiptOf } from '../appeal-form';
import { visit } from '../helpers';
import { createOwnAdmin, type Account } from './ownAdmin';
import { TOKEN_KEY, adminToken, toast } from './session';

/*
 * The reception's inbox (/protected/appeals, docs/appeals.md): a citizen's appeal taken up by an officer of the
 * Reception role, its term extended and answered; the letters reach a real mail server on loopback (the e2e stack's,
 * which parses them), and the citizen reads the answer on the status page.
 */

/** What a citizen may type and the inbox must show back as text. */
const HOSTILE = `</script><b>x</b> $' $& Привет \u202Eabc`;

/** Opens the admin signed in as `account`, in English. */
async function openAdmin(page: Page, request: Parameters<typeof adminToken>[0], account: Account, path: string) {
  const token = await adminToken(request, account);
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('lyceum-admin-ui-lang', 'en');
    },
    [TOKEN_KEY, token],
  );
  await page.goto(path);
}

test('an officer assigns, extends and answers an appeal: the citizen is e-mailed both and reads the answer on the status page', async ({
  page,
  request,
}) => {
  const email = citizenAddress('e2e-citizen');
  await visit(page, '/ru/appeal');
  await fillAppeal(page, 'ru', { name: `Иванова ${HOSTILE}`, phone: phoneOfRun(), subject: 'Перевод', text: HOSTILE, email });
  await page.getByRole('main').locator('form').getByRole('button', { name: 'Отправить' }).click();
  const { number, code } = await receiptOf(page);

  const officer = await createOwnAdmin(request, 'reception', 'reception');
  await openAdmin(page, request, officer, '/protected');
  // The reception's first screen is the inbox; the team's content is not theirs.
  await expect(page).toHaveURL(/\/protected\/appeals$/);
  await expect(page.getByRole('link', { name: 'Appeals', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'News', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: number, exact: true }).click();

  await expect(page.getByRole('heading', { name: `Appeal ${number}` })).toBeVisible();
  await expect(page.getByTestId('appeal-text')).toHaveText(HOSTILE);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByLabel('Assignee', { exact: true }).selectOption({ label: officer.username });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toast(page, 'Assignee saved')).toBeVisible();
  await expect(page.locator('[data-appeal-status]').first()).toHaveText('In progress');

  const reason = 'Нужен ответ из университета';
  await page.getByLabel('Reason (shown to the citizen)').fill(reason);
  await page.getByRole('button', { name: 'Extend the term' }).click();
  await expect(toast(page, 'Term extended')).toBeVisible();
  await expect(page.getByTestId('appeal-extension-reason')).toHaveText(reason);

  const answer = `Ответ лицея: перевод возможен.\n${HOSTILE}`;
  await page.getByRole('textbox', { name: 'Answer', exact: true }).fill(answer);
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(
      'Send this answer? It is final: it cannot be changed afterwards. The citizen will see it on the status page and get it by e-mail.',
    );
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(toast(page, 'Answer sent')).toBeVisible();
  await expect(page.getByTestId('appeal-answer-text')).toHaveText(answer);
  await expect(page.locator('[data-letter-state]')).toHaveText(['Sent', 'Sent']);
  expect(await accessibilityFindings(page)).toEqual([]);

  // Both letters reached the mail server, parsed, in the citizen's language; neither holds the receipt's code.
  await expect
    .poll(() => lettersTo(email).map((letter) => letter.subject))
    .toEqual([`Срок рассмотрения вашего обращения продлён (${number})`, `Ответ на ваше обращение (${number})`]);
  const [extensionLetter, answerLetter] = lettersTo(email);
  expect(extensionLetter.text).toContain(reason);
  expect(answerLetter.text).toContain(answer);
  expect(answerLetter.text).not.toContain(code);

  // The citizen's status page after the answer.
  await askStatus(page, 'ru', { number: 'Номер обращения', code: 'Секретный код', check: 'Проверить' }, number, code);
  const standing = page.getByTestId('appeal-standing');
  await expect(standing.getByTestId('appeal-status')).toHaveText('Дан ответ');
  await expect(standing.getByTestId('appeal-answer')).toHaveText(answer);
  await expect(standing).toContainText(reason);
});

test('editors see nothing of the inbox: no link, and its address refused', async ({ page, request }) => {
  const editor = await createOwnAdmin(request, 'no-inbox', 'editor');
  await openAdmin(page, request, editor, '/protected/appeals');
  await expect(page.locator('[data-refused="appeals"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Appeals', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('appeals-due')).toHaveCount(0);
});

/** What a click on `button` downloads: its suggested name and its bytes. */
async function downloaded(page: Page, testId: string) {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

test("an officer exports an appeal's data for the citizen; the director reads the year's figures and downloads them as CSV", async ({
  page,
  request,
}) => {
  await visit(page, '/uz/appeal');
  await fillAppeal(page, 'uz', { name: 'Karimova Malika', phone: phoneOfRun(), subject: "Ma'lumotlarim", text: 'Eksport uchun' });
  await page.getByRole('main').locator('form').getByRole('button', { name: 'Yuborish' }).click();
  const { number } = await receiptOf(page);

  const officer = await createOwnAdmin(request, 'exporter', 'reception');
  await openAdmin(page, request, officer, `/protected/appeals/${number}`);
  await expect(page.getByRole('heading', { name: `Appeal ${number}` })).toBeVisible();
  const zip = await downloaded(page, 'appeal-export');
  expect(zip.name).toBe(`appeal-${number}.zip`);
  // A ZIP (its local file header) naming the data and the citizen's file; their contents are the gateway tests'.
  expect(zip.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(zip.bytes.includes('appeal.json')).toBe(true);
  expect(zip.bytes.includes('files/1-ariza.pdf')).toBe(true);
  // The figures are the director's, not the reception's.
  await expect(page.getByRole('link', { name: 'Appeals statistics' })).toHaveCount(0);
  await page.goto('/protected/appeals/statistics');
  await expect(page.locator('[data-refused="appeals.statistics"]')).toBeVisible();
  await expect(page.getByTestId('appeal-statistics')).toHaveCount(0);

  const director = await createOwnAdmin(request, 'director', 'administrator');
  await openAdmin(page, request, director, '/protected/appeals');
  await page.getByRole('link', { name: 'Appeals statistics' }).click();
  await expect(page).toHaveURL(/\/protected\/appeals\/statistics/);
  const year = tashkentDate(new Date()).slice(0, 4);
  await expect(page.getByTestId('statistics-year')).toHaveValue(year);
  // This year's appeals: at least the one above, a question.
  const byKind = page.getByTestId('statistics-by-kind');
  await expect(byKind.getByRole('row', { name: /Question/ })).toBeVisible();
  expect(
    Number(
      (
        await byKind
          .getByRole('row', { name: /Question/ })
          .getByRole('cell')
          .last()
          .textContent()
      )?.trim(),
    ),
  ).toBeGreaterThan(0);
  await expect(page.getByTestId('statistics-months').getByRole('row')).toHaveCount(14);
  expect(await accessibilityFindings(page)).toEqual([]);

  const csv = await downloaded(page, 'statistics-csv');
  expect(csv.name).toBe(`appeals-${year}.csv`);
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\uFEFFMonth,Received,Application,Proposal,Complaint,Question,New,In progress,Answered,Closed,Due,')).toBe(true);
  expect(text.trimEnd().split('\r\n')).toHaveLength(14);
});
