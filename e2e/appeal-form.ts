import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { APPEAL_CODE_ALPHABET, APPEAL_CODE_LENGTH, APPEAL_NUMBER, normalizeAppealCode } from '@lyceum/contract';
import { E2E_MAIL_DOMAIN, e2eLettersFile, type Letter } from '../scripts/lib/mailbox.mjs';

/* The virtual reception's form and status page as a citizen uses them, for the public spec and the inbox's. */

/** A one-page PDF as an office program saves it: the server judges an attachment by its bytes. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
export const PDF = { name: 'ariza.pdf', mimeType: 'application/pdf', buffer: onePagePdf() };

/** A phone number of this run's own: the reception keeps few appeals per number a day. */
export const phoneOfRun = () => `+998 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The form's words the specs use, in each language they use it in. */
export const WORDS = {
  uz: { name: 'Familiya, ism, otasining ismi', phone: 'Telefon raqami', subject: 'Mavzu', text: 'Murojaat matni', kind: 'Savol' },
  en: { name: 'Full name', phone: 'Phone number', subject: 'Subject', text: 'Text of the appeal', kind: 'Question' },
  ru: { name: 'Фамилия, имя, отчество', phone: 'Номер телефона', subject: 'Тема', text: 'Текст обращения', kind: 'Вопрос' },
} as const;
/** The e-mail field's label in each language. */
const EMAIL = { uz: 'Elektron pochta', en: 'E-mail', ru: 'Эл. почта' } as const;

export async function fillAppeal(
  page: Page,
  lang: keyof typeof WORDS,
  values: { name: string; phone: string; subject: string; text: string; email?: string },
) {
  const words = WORDS[lang];
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(words.name).fill(values.name);
  await form.getByLabel(words.phone).fill(values.phone);
  if (values.email) await form.getByLabel(EMAIL[lang]).fill(values.email);
  await form.getByRole('radio', { name: words.kind }).check();
  await form.getByLabel(words.subject).fill(values.subject);
  await form.getByLabel(words.text).fill(values.text);
  await form.locator('input[name="files"]').setInputFiles(PDF);
  await form.locator('input[name="consent"]').check();
}

/** The receipt's number and code, as the page shows them. */
export async function receiptOf(page: Page) {
  const receipt = page.getByTestId('appeal-receipt');
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  const number = (await receipt.getByTestId('appeal-number').textContent()) ?? '';
  const code = (await receipt.getByTestId('appeal-code').textContent()) ?? '';
  expect(number).toMatch(APPEAL_NUMBER);
  expect(normalizeAppealCode(code)).toMatch(new RegExp(`^[${APPEAL_CODE_ALPHABET}]{${APPEAL_CODE_LENGTH}}$`));
  return { number, code };
}

/** Posts the status form: the page comes back with the standing, or the refusal. */
export async function askStatus(
  page: Page,
  lang: string,
  labels: { number: string; code: string; check: string },
  number: string,
  code: string,
) {
  await page.goto(`/${lang}/appeal/status`);
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(labels.number).fill(number);
  await form.getByLabel(labels.code).fill(code);
  await form.getByRole('button', { name: labels.check }).click();
}

/** A citizen's e-mail address the e2e stack's mail server takes (scripts/stack/e2e-stack.mjs). */
export const citizenAddress = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@${E2E_MAIL_DOMAIN}`;

/** The letters the stack's mail server took for `address`, parsed (by mailparser, as they arrived over SMTP). */
export function lettersTo(address: string): Letter[] {
  const kept = fs.readFileSync(e2eLettersFile(process.env.E2E_PORT ?? '18080'), 'utf8');
  return kept
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Letter)
    .filter((letter) => letter.to === address);
}
