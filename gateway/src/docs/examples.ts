/**
 * Examples for the OpenAPI document, from the demo content a fresh site is seeded with (cms/src/bootstrap/demo-content.ts):
 * what a client sends and what it gets back, by `method path` of the route table. The ids and stored file names are
 * of the form Strapi gives them (each seeding draws new ones). gateway/test/unit/openapi-examples.test.ts holds each
 * example to its route's schemas.
 */
import { ANNOUNCEMENT_EXAMPLES } from './announcement-examples.js';
import { EVENT_EXAMPLES } from './event-examples.js';
import { PUBLISHED_STANDING } from './standing-example.js';
import { OFFICIAL_DOCUMENT_EXAMPLES } from '../routes/table/official-documents.js';
import { REVIEW_EXAMPLES } from './review-examples.js';
import { TEAM_EXAMPLES } from './team-examples.js';
import { APPEAL_INBOX_EXAMPLES } from './appeal-inbox-examples.js';
import { TELEGRAM_EXAMPLES, TELEGRAM_STATE } from './telegram-examples.js';

interface Example {
  /** The JSON body sent. */
  request?: unknown;
  /** The whole JSON answer, envelope included. */
  response?: unknown;
}

const NEWS_ID = 'j72uze79liane9s2nys4wk0n';
const NEWS_PHOTO = 'olympiad_3659962b8d.jpg';
const PUBLISHED = '2026-11-20T09:00:00.000Z';
const MENU_ID = 'rropoi6e851iodr1kh3q5792';

const ok = (content?: unknown) => ({ success: true, ...(content === undefined ? {} : { content }) });
const page = (content: unknown[], totalElements = content.length) => ({ content, page: 0, size: 10, totalElements });

const newsTexts = {
  titleUz: "Biologiya olimpiadasida g'alaba",
  titleEn: 'Victory at the biology olympiad',
  titleRu: 'Победа на олимпиаде по биологии',
  textUz: "<p>O'quvchilarimiz respublika biologiya olimpiadasida birinchi o'rinni egalladi.</p>",
  textEn: '<p>Our students took first place at the national biology olympiad.</p>',
  textRu: '<p>Наши учащиеся заняли первое место на республиканской олимпиаде по биологии.</p>',
};
const publicNews = {
  id: NEWS_ID,
  title: newsTexts.titleEn,
  text: '<p>Our students took first place at the national biology olympiad.</p><p>For details, contact the lyceum administration.</p>',
  photo: NEWS_PHOTO,
  publishedTime: PUBLISHED,
};
const newsBody = { photo: NEWS_PHOTO, publishedTime: PUBLISHED, type: 'NEWS', ...newsTexts };
const menuBody = {
  nameUz: 'Litsey tarixi',
  nameEn: 'History',
  nameRu: 'История лицея',
  url: '/history',
  group: 'info',
  active: true,
  number: 1,
};
const contact = {
  phone: '+998 71 260 48 00',
  email: 'info@agrolyceum.uz',
  tg: 'https://t.me/agrolyceum',
  yt: 'https://www.youtube.com/@agrolyceum',
  ig: 'https://www.instagram.com/agrolyceum',
};
const leader = {
  id: 'bvowrngmwbcthdz0cu9z75ns',
  fullName: 'Karimov Rustam Baxtiyorovich',
  position: 'Direktor',
  phone: '+998 71 260 48 01',
  admission: 'Dushanba, 10:00–12:00',
  photo: 'person1_d9e11fb053.jpg',
  number: 1,
  type: 'LEADER',
};
const photoItem = {
  id: 'bunhwck16zaczrqyxupqiqvk',
  type: 'PHOTO_GALLERY',
  address: 'graduation_10a9c97d82.jpg',
  others: ['concert_9d129b8cbc.jpg', 'campus_e0f2792d37.jpg'],
  definition: 'Bitiruv kechasi 2026',
};
const saved = ok({ id: NEWS_ID });

export const EXAMPLES: Record<string, Example> = {
  'get /api/public/news': { response: ok(page([publicNews], 14)) },
  'get /api/public/news/:id': { response: ok(publicNews) },
  'get /api/public/search': {
    response: ok({
      ...page([
        {
          kind: 'news',
          path: `/news/${NEWS_ID}`,
          title: [
            { text: 'Victory at the biology ', match: false },
            { text: 'olympiad', match: true },
          ],
          excerpt: [
            { text: 'Our students took first place at the national biology ', match: false },
            { text: 'olympiad', match: true },
            { text: '.', match: false },
          ],
          publishedTime: PUBLISHED,
        },
      ]),
      q: 'olympiad',
    }),
  },
  'get /api/public/menu': {
    response: ok([
      { id: MENU_ID, name: 'History', url: '/history', groupName: 'info', number: 1 },
      { id: 'u0cnv5bxyotcfut10twtrzge', name: 'Regulations', url: '/documents', groupName: 'info', number: 2 },
    ]),
  },
  'get /api/public/page': {
    response: ok({
      groupName: 'info',
      url: '/history',
      name: 'History',
      title: 'History of the lyceum',
      text: '<p>The academic lyceum was founded at the agrarian university in 1998.</p><p>Today more than 600 students study here.</p>',
      photo: 'campus_e0f2792d37.jpg',
      menu: { groupName: 'info', name: 'History' },
    }),
  },
  'get /api/public/base': { response: ok({ id: 'lq6a7ny60oemfssp6ll4d1i8', type: 'CONTACT', data: JSON.stringify(contact) }) },
  'get /api/public/media': { response: ok(page([photoItem], 6)) },
  'get /api/public/staff': { response: ok([leader]) },
  'post /api/auth': { request: { username: 'admin', password: 'correct horse battery staple' } },
  'put /api/auth/password': {
    request: { currentPassword: 'correct horse battery staple', password: 'a longer passphrase of 2026' },
  },
  'post /api/v1/baseInfo': { request: { type: 'CONTACT', data: JSON.stringify(contact) }, response: saved },
  'put /api/v1/baseInfo': {
    request: { id: 'lq6a7ny60oemfssp6ll4d1i8', type: 'CONTACT', data: JSON.stringify(contact) },
    response: saved,
  },
  'get /api/v1/menu/:id': { response: ok({ id: MENU_ID, ...menuBody }) },
  'post /api/v1/menu': { request: menuBody, response: ok({ id: MENU_ID }) },
  'put /api/v1/menu': { request: { id: MENU_ID, ...menuBody }, response: ok({ id: MENU_ID }) },
  'post /api/v1/page': {
    request: {
      menu: MENU_ID,
      titleUz: 'Litsey tarixi',
      titleEn: 'History of the lyceum',
      titleRu: 'История лицея',
      textUz: '<p>Akademik litsey 1998-yilda agrar universitet qoshida tashkil etilgan.</p>',
      textEn: '<p>The academic lyceum was founded at the agrarian university in 1998.</p>',
      textRu: '<p>Академический лицей основан при аграрном университете в 1998 году.</p>',
      photo: 'campus_e0f2792d37.jpg',
    },
  },
  'get /api/v1/blog/:id': { response: ok({ id: NEWS_ID, ...PUBLISHED_STANDING, telegram: TELEGRAM_STATE, ...newsBody }) },
  // A draft: visitors see nothing of it until a save without `draft` publishes it.
  'post /api/v1/blog': { request: { ...newsBody, draft: true }, response: saved },
  'put /api/v1/blog': { request: { id: NEWS_ID, ...newsBody }, response: saved },
  // A deleted news item back on the site, and posted to the Telegram channels again as the editor chose.
  'post /api/v1/trash/:id/restore': { request: { telegram: true }, response: { success: true, message: 'Tiklandi' } },
  'put /api/v1/schedule': {
    request: { kind: 'news', id: NEWS_ID, publishAt: '2030-12-01T09:00:00+05:00' },
    response: ok({ publishAt: '2030-12-01T04:00:00.000Z' }),
  },
  'post /api/v1/preview': {
    request: { kind: 'news', id: NEWS_ID, lang: 'en' },
    response: ok({
      url: `/en/news/${NEWS_ID}?preview=eyJrIjoibmV3cyIsImkiOiJqNzJ1emU3OWxpYW5lOXMybnlzNHdrMG4iLCJlIjoxNzk1NjA0NDAwfQ.qZ5m1Jx3wW0yq2cJH9s7b4yXrk9QmVh1o2Z8v0cT3aE`,
      expiresAt: '2026-11-25T11:00:00.000Z',
    }),
  },
  'post /api/v1/media': {
    request: { type: 'PHOTO_GALLERY', address: photoItem.address, others: photoItem.others, definition: photoItem.definition },
    response: ok({ id: photoItem.id }),
  },
  'post /api/v1/staff': {
    request: {
      fullName: leader.fullName,
      fullNameEn: 'Karimov Rustam Bakhtiyorovich',
      fullNameRu: 'Каримов Рустам Бахтиёрович',
      position: leader.position,
      positionEn: 'Director',
      positionRu: 'Директор',
      phone: leader.phone,
      admission: leader.admission,
      photo: leader.photo,
      number: 1,
      type: 'LEADER',
    },
    response: ok({ id: leader.id }),
  },
  ...TELEGRAM_EXAMPLES,
  ...TEAM_EXAMPLES,
  ...APPEAL_INBOX_EXAMPLES,
  ...REVIEW_EXAMPLES,
  ...EVENT_EXAMPLES,
  ...OFFICIAL_DOCUMENT_EXAMPLES,
  ...ANNOUNCEMENT_EXAMPLES,
};
