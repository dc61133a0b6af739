import { PUBLISHED_STANDING } from './standing-example.js';

/**
 * The calendar's examples for the OpenAPI document (examples.ts spreads them in), from the demo content's agronomy
 * workshop (cms/src/bootstrap/demo-content.ts, EVENTS): the admin sends Tashkent time with its offset, reads UTC.
 */
const EVENT_ID = 'q4n8s1vd0c7m2kx9e5t3ha6w';
const texts = {
  titleUz: 'Zamonaviy agronomiya seminari',
  titleEn: 'Modern agronomy workshop',
  titleRu: 'Семинар по современной агрономии',
  descriptionUz:
    "<p>Universitet o'qituvchilari tomchilatib sug'orish va issiqxona texnologiyalari haqida so'zlab beradi. Joylar soni cheklangan: oldindan ro'yxatdan o'ting.</p>",
  descriptionEn:
    '<p>University lecturers talk about drip irrigation and greenhouse technology. Places are limited: please register in advance.</p>',
  descriptionRu:
    '<p>Преподаватели университета расскажут о капельном орошении и тепличных технологиях. Мест немного: зарегистрируйтесь заранее.</p>',
  placeUz: 'Issiqxona',
  placeEn: 'Greenhouse',
  placeRu: 'Теплица',
};
const shared = { photo: 'greenhouse_5d1c0b7a2e.jpg', allDay: false, registrationUrl: 'https://example.org/lyceum/agronomy-workshop' };
const body = { ...shared, startsAt: '2026-12-11T09:30:00+05:00', endsAt: '2026-12-11T13:30:00+05:00', ...texts };
const times = { startsAt: '2026-12-11T04:30:00.000Z', endsAt: '2026-12-11T08:30:00.000Z' };
const publicEvent = { id: EVENT_ID, title: texts.titleEn, description: texts.descriptionEn, place: texts.placeEn, ...shared, ...times };
const adminEvent = { id: EVENT_ID, ...PUBLISHED_STANDING, ...shared, ...times, ...texts };
const saved = { success: true, content: { id: EVENT_ID } };

export const EVENT_EXAMPLES = {
  'get /api/public/events': { response: { success: true, content: { content: [publicEvent], page: 0, size: 10, totalElements: 1 } } },
  'get /api/public/events/month': { response: { success: true, content: { month: '2026-12', events: [publicEvent] } } },
  'get /api/public/events/:id': { response: { success: true, content: publicEvent } },
  'get /api/v1/events': { response: { success: true, content: { content: [adminEvent], page: 0, size: 10, totalElements: 1 } } },
  'get /api/v1/events/:id': { response: { success: true, content: adminEvent } },
  // A draft: visitors see nothing of it until a save without `draft` publishes it.
  'post /api/v1/events': { request: { ...body, draft: true }, response: saved },
  'put /api/v1/events': { request: { id: EVENT_ID, ...body }, response: saved },
};
