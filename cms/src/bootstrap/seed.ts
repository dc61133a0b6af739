import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  PERSON_TRANSLATED,
  TASHKENT_OFFSET,
  VIDEO_TRANSLATED,
  addDays,
  tashkentDate,
  tashkentMidnight,
  textsToSave,
  type SaveRequest,
} from '@lyceum/contract';
import { resolveKind } from '../api/lyceum/services/kinds';
import { renderDemoImage, renderDemoPdf, writeTemporaryFile } from './demo-images';
import * as demo from './demo-content';

type Translated = { uz: string; en: string; ru: string };

/** `{uz,en,ru}` of each field, as the lyceum write service takes them. */
function localized(fields: Record<string, Translated>): NonNullable<SaveRequest['localized']> {
  const pick = (locale: keyof Translated) => Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, text[locale]]));
  return { uz: pick('uz'), en: pick('en'), ru: pick('ru') };
}

async function isEmpty(strapi: Core.Strapi): Promise<boolean> {
  const counts = await Promise.all(
    ['api::news.news', 'api::menu-item.menu-item', 'api::media-item.media-item', 'api::person.person'].map((uid) =>
      strapi.db.query(uid as never).count({}),
    ),
  );
  return counts.every((count) => count === 0);
}

/** Uploads one demo file through Strapi's upload service; its stored file name. */
async function uploadFile(
  strapi: Core.Strapi,
  bytes: Buffer,
  fileName: string,
  mimetype: string,
  alternativeText?: string,
): Promise<string> {
  const { filepath, size } = await writeTemporaryFile(bytes, fileName);
  try {
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({ data: { fileInfo: { name: fileName, alternativeText } }, files: { filepath, originalFilename: fileName, mimetype, size } });
    return path.posix.basename(file.url);
  } finally {
    await fs.rm(path.dirname(filepath), { recursive: true, force: true });
  }
}

/** Uploads each demo image once; returns the stored file name per image key. */
async function uploadImages(strapi: Core.Strapi): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const [key, image] of Object.entries(demo.DEMO_IMAGES)) {
    names[key] = await uploadFile(strapi, await renderDemoImage(image), `${key}.jpg`, 'image/jpeg', image.label);
  }
  return names;
}

/** Realistic content of every kind in three languages, on an empty database only. */
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  if (!(await isEmpty(strapi))) return;
  strapi.log.info('Seeding demo content (first start on an empty database)...');
  const file = await uploadImages(strapi);
  const lyceum = strapi.service('api::lyceum.lyceum');
  const save = (kind: string, request: SaveRequest) => lyceum.save(resolveKind(kind), request);

  for (const [kind, text] of Object.entries(demo.SINGLE_TEXTS)) await save(kind, { shared: {}, localized: localized({ text }) });
  await save('contact', { shared: { ...demo.CONTACT } });
  for (const slide of demo.CAROUSEL) {
    await save('carousel-slide', { shared: { photo: file[slide.photo] }, localized: localized({ quote: slide.quote }) });
  }
  for (const partner of demo.PARTNERS) {
    await save('partner', { shared: { url: partner.url, photo: file[partner.photo] }, localized: localized({ name: partner.name }) });
  }
  for (const direction of demo.DIRECTIONS) {
    await save('direction', { shared: {}, localized: localized({ name: direction }) });
  }
  for (const service of demo.INTERACTIVE) {
    await save('interactive-service', {
      shared: { url: service.url, photo: file[service.photo] },
      localized: localized({ name: service.name }),
    });
  }
  for (const person of demo.PEOPLE) {
    const { phone, admission, number, type } = person;
    await save('person', {
      shared: { phone, admission, number, type, photo: file[person.photo] },
      localized: textsToSave(person, PERSON_TRANSLATED),
    });
  }
  for (const menu of demo.MENUS) {
    const menuId = await save('menu-item', {
      shared: { group: menu.group, url: menu.url, number: menu.number, active: true },
      localized: localized({ name: menu.name }),
    });
    await save('page-text', {
      shared: { menuId, photo: menu.photo ? file[menu.photo] : null },
      localized: localized({ title: menu.title ?? menu.name, text: menu.text }),
    });
  }
  // Oldest first, so creation order matches the newest-first listing.
  for (const item of [...demo.NEWS].reverse()) {
    await save('news', {
      shared: { photo: file[item.photo], publishedTime: item.publishedTime, type: 'NEWS' },
      localized: localized({ title: item.title, text: item.text }),
    });
  }
  // An event's day in Tashkent, and its wall time spelled with Tashkent's offset.
  const today = tashkentDate(Date.now());
  for (const event of demo.EVENTS) {
    const first = addDays(today, event.inDays);
    const startsAt = new Date(`${first}T${event.at ?? '00:00'}:00${TASHKENT_OFFSET}`);
    const endsAt = event.at
      ? new Date(startsAt.getTime() + (event.hours ?? 1) * 3600_000)
      : tashkentMidnight(addDays(today, event.inDays + (event.days ?? 1) - 1));
    await save('event', {
      shared: {
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        allDay: !event.at,
        registrationUrl: event.registrationUrl ?? '',
        photo: event.photo ? file[event.photo] : null,
      },
      localized: localized({ title: event.title, place: event.place, description: event.description }),
    });
  }
  for (const item of [...demo.PHOTO_GALLERY].reverse()) {
    await save('media-item', {
      shared: { type: 'PHOTO_GALLERY', image: file[item.image], others: item.others.map((key) => file[key]) },
      localized: textsToSave(item, VIDEO_TRANSLATED),
    });
  }
  for (const item of [...demo.VIDEO_GALLERY].reverse()) {
    await save('media-item', {
      shared: { type: 'VIDEO_GALLERY', videoUrl: item.videoUrl },
      localized: textsToSave(item, VIDEO_TRANSLATED),
    });
  }
  // Oldest first; the one superseded points to its successor, saved before it.
  const documentIds: string[] = [];
  for (const document of demo.DOCUMENTS) {
    const file = await uploadFile(
      strapi,
      renderDemoPdf([document.title.en, `No. ${document.number}, ${document.date}`]),
      'hujjat.pdf',
      'application/pdf',
    );
    const supersededBy = document.supersededBy === undefined ? '' : documentIds[document.supersededBy];
    const { number, date, category } = document;
    const shared = { file, number, date, category, inForce: !supersededBy, supersededBy };
    documentIds.push(await save('official-document', { shared, localized: localized({ title: document.title }) }));
  }
  const day = 24 * 3600_000;
  const { level, fromDays, forDays, text } = demo.ANNOUNCEMENT;
  const startsAt = Date.now() + fromDays * day;
  await save('announcement', {
    shared: { level, startsAt: new Date(startsAt).toISOString(), endsAt: new Date(startsAt + forDays * day).toISOString() },
    localized: localized({ text }),
  });
  strapi.log.info('Demo content seeded.');
}
