/**
 * The review's examples for the OpenAPI document (examples.ts spreads them into EXAMPLES): an author's news draft
 * submitted, and returned by an editor with a comment.
 */
const ok = (content: unknown, message?: string) => ({ success: true, ...(message ? { message } : {}), content });

const submitted = {
  kind: 'news',
  id: 'k3j9x1m7p5q2w8e4r6t0y2u4',
  menu: null,
  title: "Litseyimiz o'quvchilari viloyat olimpiadasida",
  state: 'submitted',
  owner: 'malika.karimova',
  submittedAt: '2026-12-02T06:15:00.000Z',
  comment: '',
  reviewer: '',
  decidedAt: null,
};
const comment = "G'oliblarning ismlarini va fanlarini qo'shing.";
const returned = { ...submitted, state: 'returned', comment, reviewer: 'nodira.editor', decidedAt: '2026-12-02T07:40:00.000Z' };

export const REVIEW_EXAMPLES = {
  'get /api/v1/reviews': { response: ok({ items: [submitted], pending: 1 }) },
  'get /api/v1/reviews/:kind/:id': { response: ok(returned) },
  'post /api/v1/reviews/:kind/:id/return': { request: { comment }, response: ok(returned, 'Muallifga qaytarildi') },
};
