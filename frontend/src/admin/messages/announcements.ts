/**
 * The site-wide banners' admin texts (admin/announcements/), in the admin's three languages: uz.ts, en.ts and ru.ts
 * each take their own as `announcements`, its title as the side menu's, and its `notFound` as ANNOUNCEMENT_NOT_FOUND's.
 */
import { inLanguages, type Texts } from './inLanguages';

export const announcementsTexts = inLanguages({
  uz: {
    title: "E'lonlar",
    intro:
      "E'lon saytning har bir sahifasi tepasida boshlanish vaqtidan tugash vaqtigacha ko'rinadi, so'ng o'zi yo'qoladi. Tashrifchi uni yopishi mumkin; tahrirlangan e'lon unga yana ko'rinadi.",
    create: "E'lon qo'shish",
    edit: "E'lonni tahrirlash",
    text: (language: string) => `Matn (${language})`,
    textHint: '500 belgigacha oddiy matn',
    level: 'Daraja',
    levels: { INFO: "Ma'lumot", URGENT: 'Muhim' },
    startsAt: 'Boshlanishi',
    endsAt: 'Tugashi',
    /** The end's choices, each day's end said with its date and time. */
    endings: {
      today: (time: string) => `Bugun oxirida (${time})`,
      tomorrow: (time: string) => `Ertaga oxirida (${time})`,
      date: 'Boshqa sana va vaqt',
    },
    timesHint: 'Toshkent vaqti (UTC+5)',
    status: 'Holati',
    statuses: { showing: "Hozir ko'rinmoqda", scheduled: 'Rejalashtirilgan', ended: 'Tugagan' },
    empty: "Hali e'lon qo'shilmagan",
    endsBeforeStart: "Tugash vaqti boshlanish vaqtidan keyin bo'lsin",
    tooLong: '500 belgidan oshmasin',
    confirmDelete: "E'lonni o'chirasizmi?",
    deleted: "E'lon savatga o'tkazildi",
    failed: "E'lonni saqlab bo'lmadi",
    notFound: "Bu e'lon topilmadi",
  },
  en: {
    title: 'Announcements',
    intro:
      'An announcement shows at the top of every page of the site from its start until its end, then goes by itself. Visitors may close it; an edited announcement shows to them again.',
    create: 'Add an announcement',
    edit: 'Edit the announcement',
    text: (language) => `Text (${language})`,
    textHint: 'Plain text, up to 500 characters',
    level: 'Level',
    levels: { INFO: 'Information', URGENT: 'Urgent' },
    startsAt: 'Starts',
    endsAt: 'Ends',
    endings: {
      today: (time: string) => `At the end of today (${time})`,
      tomorrow: (time: string) => `At the end of tomorrow (${time})`,
      date: 'At another date and time',
    },
    timesHint: 'Tashkent time (UTC+5)',
    status: 'Status',
    statuses: { showing: 'Showing now', scheduled: 'Scheduled', ended: 'Ended' },
    empty: 'No announcements yet',
    endsBeforeStart: 'The end must come after the start',
    tooLong: 'At most 500 characters',
    confirmDelete: 'Delete the announcement?',
    deleted: 'The announcement was moved to the trash',
    failed: 'The announcement could not be saved',
    notFound: 'This announcement was not found',
  },
  ru: {
    title: 'Объявления',
    intro:
      'Объявление показывается вверху каждой страницы сайта с начала до конца срока, затем исчезает само. Посетитель может его закрыть; изменённое объявление он увидит снова.',
    create: 'Добавить объявление',
    edit: 'Изменить объявление',
    text: (language) => `Текст (${language})`,
    textHint: 'Простой текст, до 500 символов',
    level: 'Уровень',
    levels: { INFO: 'Информация', URGENT: 'Срочно' },
    startsAt: 'Начало',
    endsAt: 'Конец',
    endings: {
      today: (time: string) => `В конце сегодняшнего дня (${time})`,
      tomorrow: (time: string) => `В конце завтрашнего дня (${time})`,
      date: 'В другие дату и время',
    },
    timesHint: 'Ташкентское время (UTC+5)',
    status: 'Состояние',
    statuses: { showing: 'Показывается', scheduled: 'Запланировано', ended: 'Завершено' },
    empty: 'Объявлений пока нет',
    endsBeforeStart: 'Конец должен быть позже начала',
    tooLong: 'Не более 500 символов',
    confirmDelete: 'Удалить объявление?',
    deleted: 'Объявление перемещено в корзину',
    failed: 'Не удалось сохранить объявление',
    notFound: 'Это объявление не найдено',
  },
});

export type AnnouncementsTexts = Texts<typeof announcementsTexts>;
