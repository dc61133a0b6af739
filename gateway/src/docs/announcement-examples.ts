/**
 * The banners' examples for the OpenAPI document (examples.ts spreads them into EXAMPLES), from the demo content's
 * banner (cms/src/bootstrap/demo-content.ts, ANNOUNCEMENT).
 */
const ANNOUNCEMENT_ID = 'h3k9w2q7v1m8x5c4n6b0z2lp';
const texts = {
  textUz: "Qishki ta'til 30-dekabrdan 12-yanvargacha davom etadi. Darslar 13-yanvar kuni odatdagi jadval bo'yicha boshlanadi.",
  textEn: 'The winter holidays run from 30 December to 12 January. Lessons resume on 13 January on the usual timetable.',
  textRu: 'Зимние каникулы продлятся с 30 декабря по 12 января. Занятия возобновятся 13 января по обычному расписанию.',
};
const body = { startsAt: '2026-12-20T08:00:00+05:00', endsAt: '2027-01-13T08:00:00+05:00', level: 'INFO', ...texts };
const times = { startsAt: '2026-12-20T03:00:00.000Z', endsAt: '2027-01-13T03:00:00.000Z' };
const saved = { success: true, content: { id: ANNOUNCEMENT_ID } };

export const ANNOUNCEMENT_EXAMPLES = {
  'get /api/public/announcements': {
    response: {
      success: true,
      content: [{ id: ANNOUNCEMENT_ID, text: texts.textEn, level: 'INFO', ...times, version: 'pL0Xa9q2Rk4s' }],
    },
  },
  'get /api/v1/announcements': {
    response: {
      success: true,
      content: { content: [{ id: ANNOUNCEMENT_ID, level: 'INFO', ...times, ...texts }], page: 0, size: 10, totalElements: 1 },
    },
  },
  'post /api/v1/announcements': { request: body, response: saved },
  'put /api/v1/announcements': { request: { id: ANNOUNCEMENT_ID, ...body }, response: saved },
};
