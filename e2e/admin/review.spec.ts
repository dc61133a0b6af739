import { expect, test } from '@playwright/test';
import { accessibilityFindings } from '../a11y-engines';
import { createOwnAdmin } from './ownAdmin';
import { adminToken, openSignedIn, toast, unique } from './session';
import { WORKFLOW, fillNews, next, row } from './wizard';

/** The review's words in the Uzbek admin (frontend/src/admin/messages/review.ts). */
const REVIEW = {
  title: "Ko'rib chiqish",
  submit: "Ko'rib chiqishga yuborish",
  submitted: "Ko'rib chiqishga yuborildi",
  waiting: "Ko'rib chiqishda",
  returnedState: 'Qaytarilgan',
  returned: 'Muallifga qaytarildi',
  comment: 'Muallif uchun izoh',
  authorNote: "Muallif e'lon qilmaydi",
};

test("an author's draft is submitted, returned with a comment, submitted again and published by an editor", async ({
  page,
  request,
  browser,
}) => {
  const author = await createOwnAdmin(request, 'reviewed', 'author');
  const editor = await createOwnAdmin(request, 'reviewer', 'editor');
  const title = unique('Tekshiriladigan');
  const comment = `Sarlavhani aniqlashtiring ${Date.now()}`;
  // A news item of the editor's, dated ahead of every other, so that it is on the list's first page.
  const editorsTitle = unique('Muharrirniki');
  const asEditor = { headers: { Authorization: `Bearer ${await adminToken(request, editor)}` } };
  const [seeded] = (await (await request.get('/api/v1/blog?page=0&size=1', asEditor)).json()).content.content;
  const {
    id: _id,
    status: _status,
    scheduledAt: _at,
    owner: _owner,
    telegram: _telegram,
    publishedAt: _p,
    updatedAt: _u,
    ...copy
  } = seeded;
  const created = await request.post('/api/v1/blog', {
    ...asEditor,
    data: { ...copy, titleUz: editorsTitle, publishedTime: '2099-01-01T09:00:00+05:00', draft: true },
  });
  expect(created.status()).toBe(200);
  const editorsId = (await created.json()).content.id;

  // The author's wizard offers no publication: the draft is submitted for review (the choice it starts at) or kept.
  await openSignedIn(page, request, '/protected/news/create', author);
  await fillNews(page, title);
  await expect(page.getByText(REVIEW.authorNote)).toBeVisible();
  await expect(page.getByRole('radio', { name: WORKFLOW.uz.now })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: WORKFLOW.uz.later })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: REVIEW.submit })).toBeChecked();
  await page.getByRole('button', { name: WORKFLOW.uz.publish, exact: true }).click();
  await expect(toast(page, REVIEW.submitted)).toBeVisible();
  await expect(row(page, `${title} Uz`).getByText(WORKFLOW.uz.draft, { exact: true })).toBeVisible();
  // An author edits their own items only: the editor's, beside it in the list, offers no edit.
  await expect(row(page, `${title} Uz`).getByRole('button', { name: `Tahrirlash: ${title} Uz` })).toBeVisible();
  await page.reload();
  await expect(row(page, editorsTitle).getByRole('button', { name: `O'chirish: ${editorsTitle}` })).toBeVisible();
  await expect(row(page, editorsTitle).getByRole('button', { name: `Tahrirlash: ${editorsTitle}` })).toHaveCount(0);

  // The editor, on a phone: the queue's count in the top bar, and the return with a comment.
  const editors = await browser.newContext({ viewport: { width: 320, height: 720 } });
  try {
    const reviewer = await editors.newPage();
    await openSignedIn(reviewer, request, '/protected', editor);
    const link = reviewer.getByRole('link', { name: new RegExp(`^${REVIEW.title}`) });
    await expect(link.locator('[data-review-count]')).toBeVisible();
    await link.click();
    await expect(row(reviewer, `${title} Uz`).getByText(REVIEW.waiting)).toBeVisible();
    expect(await accessibilityFindings(reviewer)).toEqual([]);
    await reviewer.getByRole('button', { name: `Qaytarish: ${title} Uz` }).click();
    await reviewer.getByRole('button', { name: 'Saqlash', exact: true }).click();
    await expect(reviewer.getByRole('dialog').getByText('Majburiy maydon')).toBeVisible();
    await reviewer.getByLabel(REVIEW.comment).fill(comment);
    await reviewer.getByRole('button', { name: 'Saqlash', exact: true }).click();
    await expect(toast(reviewer, REVIEW.returned)).toBeVisible();
    await expect(row(reviewer, `${title} Uz`).getByText(REVIEW.returnedState)).toBeVisible();

    // The author reads the comment in the queue and beside the draft, mends it and submits it again.
    await page.goto('/protected/review');
    await expect(row(page, `${title} Uz`).getByText(comment)).toBeVisible();
    await row(page, `${title} Uz`)
      .getByRole('link', { name: `Ochish: ${title} Uz` })
      .click();
    await expect(page.locator('[data-review-note="returned"]')).toContainText(comment);
    await expect(page.locator('[data-review-note="returned"]')).toContainText(editor.username);
    await page.getByLabel(/^Sarlavha/).fill(`${title} Uz!`);
    for (let step = 0; step < 3; step++) await next(page);
    await page.getByRole('button', { name: WORKFLOW.uz.publish, exact: true }).click();
    await expect(toast(page, REVIEW.submitted)).toBeVisible();

    // The editor opens it from the queue and publishes it now.
    await reviewer.reload();
    await expect(row(reviewer, `${title} Uz!`).getByText(REVIEW.waiting)).toBeVisible();
    await reviewer.getByRole('link', { name: `Ochish: ${title} Uz!` }).click();
    await expect(reviewer.locator('[data-review-note="submitted"]')).toBeVisible();
    for (let step = 0; step < 3; step++) await next(reviewer);
    await expect(reviewer.getByRole('radio', { name: WORKFLOW.uz.now })).toBeChecked();
    await reviewer.getByRole('button', { name: WORKFLOW.uz.publish, exact: true }).click();
    await expect(toast(reviewer, 'Saqlandi')).toBeVisible();
    // The queue read again (its count with it): the published draft is in it no more.
    await reviewer.goto('/protected/review');
    await expect(reviewer.getByRole('row').nth(1)).toBeVisible();
    await expect(row(reviewer, `${title} Uz!`)).toHaveCount(0);
  } finally {
    await editors.close();
  }

  // Each step by the person who took it, in the activity log.
  const administrator = { headers: { Authorization: `Bearer ${await adminToken(request)}` } };
  const list = await (await request.get('/api/v1/blog?size=50', administrator)).json();
  const item = list.content.content.find((candidate: { titleUz: string }) => candidate.titleUz === `${title} Uz!`);
  expect(item.status).toBe('published');
  const log = await (await request.get('/api/v1/audit?kind=news&size=100', administrator)).json();
  const steps = log.content.content
    .filter((entry: { itemId: string }) => entry.itemId === item.id)
    .map((entry: { action: string; actor: string }) => `${entry.action} ${entry.actor}`)
    .reverse();
  expect(steps).toEqual([
    `submit ${author.username}`,
    `return ${editor.username}`,
    `submit ${author.username}`,
    `update ${editor.username}`,
  ]);
  expect((await request.delete(`/api/v1/blog/${editorsId}`, asEditor)).status()).toBe(200);
});
