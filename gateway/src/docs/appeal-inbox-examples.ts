/**
 * The reception inbox's examples for the OpenAPI document (examples.ts spreads them into EXAMPLES): an appeal of
 * 2 December taken up by an officer, its term extended and answered, the citizen e-mailed.
 */
const officer = { id: 'r7t2y5u8i1o4p6a9s3d0f2g4', username: 'qabulxona' };
const row = {
  number: '2026-00042',
  kind: 'question',
  status: 'in-progress',
  lang: 'uz',
  receivedAt: '2026-12-02T05:12:00.000Z',
  deadline: '2026-12-17T18:59:59.999Z',
  extended: false,
  due: null,
  assignee: officer,
  fileCount: 1,
  mailable: true,
  erasedAt: null,
};
const at = '2026-12-03T06:30:00.000Z';
const detail = {
  ...row,
  name: 'Karimova Malika Rustamovna',
  phone: '+998901234567',
  email: 'malika@example.uz',
  subject: "O'qishni ko'chirish",
  text: "Assalomu alaykum. Farzandimni boshqa litseydan ko'chirish uchun qanday hujjatlar kerak?",
  files: [{ position: 0, name: 'ariza.pdf', mime: 'application/pdf', size: 48213 }],
  extension: null,
  answer: null,
  notes: [],
  letters: [],
  history: [
    { action: 'assign', at, by: officer.username, detail: officer.username },
    { action: 'read', at, by: officer.username, detail: '' },
  ],
  erasesAt: null,
};
const reason = 'Hujjatlar universitet bilan kelishilishi kerak: muddat bir oygacha uzaytirildi.';
const extended = {
  ...detail,
  extended: true,
  deadline: '2027-01-04T18:59:59.999Z',
  extension: { reason, at, by: officer.username },
  letters: [{ id: '7', purpose: 'extension', state: 'sent', attempts: 1, error: null, at, sentAt: at }],
};
const answerText = "Ko'chirish uchun ariza, o'quvchining tabeli va tibbiy ma'lumotnoma kerak. Hujjatlarni qabulxonaga olib keling.";
const answered = {
  ...extended,
  status: 'answered',
  answer: { text: answerText, at, by: officer.username },
  letters: [...extended.letters, { id: '8', purpose: 'answer', state: 'sent', attempts: 1, error: null, at, sentAt: at }],
};
const closedAt = '2026-12-20T09:00:00.000Z';
const closed = {
  ...answered,
  status: 'closed',
  history: [{ action: 'status', at: closedAt, by: officer.username, detail: 'closed' }, ...answered.history],
  // APPEALS_RETENTION_DAYS (1 825 by default) after the closing.
  erasesAt: '2031-12-19T09:00:00.000Z',
};
const byKind = (application: number, proposal: number, complaint: number, question: number) => ({
  application,
  proposal,
  complaint,
  question,
});
const byStatus = (fresh: number, inProgress: number, answeredCount: number, closedCount: number) => ({
  new: fresh,
  'in-progress': inProgress,
  answered: answeredCount,
  closed: closedCount,
});
const timeliness = (onTime: number, late: number, overdue: number) => {
  const due = onTime + late + overdue;
  return { due, onTime, late, overdue, share: due ? onTime / due : null };
};
const month = (
  index: number,
  counts: [number, number, number, number],
  statuses: [number, number, number, number],
  timely: [number, number, number],
) => ({
  month: `2026-${String(index).padStart(2, '0')}`,
  received: counts.reduce((sum, count) => sum + count, 0),
  byKind: byKind(...counts),
  byStatus: byStatus(...statuses),
  timeliness: timeliness(...timely),
});
const months = Array.from({ length: 12 }, (_, index) =>
  index === 10
    ? month(11, [4, 1, 2, 3], [0, 0, 2, 8], [9, 1, 0])
    : index === 11
      ? month(12, [3, 0, 1, 2], [1, 2, 3, 0], [2, 0, 0])
      : month(index + 1, [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0]),
);
const statistics = {
  year: 2026,
  years: [2026],
  received: 16,
  byKind: byKind(7, 1, 3, 5),
  byStatus: byStatus(1, 2, 5, 8),
  timeliness: timeliness(11, 1, 0),
  months,
};
const ok = (content: unknown, message?: string) => ({ success: true, ...(message ? { message } : {}), content });

export const APPEAL_INBOX_EXAMPLES = {
  'get /api/v1/appeals': { response: ok({ content: [row], page: 0, size: 20, totalElements: 1 }) },
  'get /api/v1/appeals/due': { response: ok({ overdue: 1, soon: 2 }) },
  'get /api/v1/appeals/officers': { response: ok([{ ...officer, role: 'reception' }]) },
  'get /api/v1/appeals/:number': { response: ok(detail) },
  'put /api/v1/appeals/:number/assignee': { request: { assignee: officer.id }, response: ok(detail, 'Saqlandi') },
  'put /api/v1/appeals/:number/status': { request: { status: 'closed' }, response: ok(closed, 'Saqlandi') },
  'get /api/v1/appeals/statistics': { response: ok(statistics) },
  'post /api/v1/appeals/:number/notes': {
    request: { text: 'Universitet bilan telefonda gaplashildi.' },
    response: ok(
      { ...detail, notes: [{ id: '3', text: 'Universitet bilan telefonda gaplashildi.', at, by: officer.username }] },
      'Saqlandi',
    ),
  },
  'post /api/v1/appeals/:number/extension': { request: { reason }, response: ok(extended, 'Muddat uzaytirildi') },
  'post /api/v1/appeals/:number/answer': { request: { text: answerText }, response: ok(answered, 'Javob yuborildi') },
  'post /api/v1/appeals/:number/letters/:letter/retry': { response: ok(answered, 'Qayta yuborildi') },
};
