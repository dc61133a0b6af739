/** The trash and audit screens' texts in the admin's three interface languages. */
export const UI_LANGS = ['uz', 'en', 'ru'] as const;
export type UiLang = (typeof UI_LANGS)[number];

export const DATE_LOCALES: Record<UiLang, string> = { uz: 'uz-UZ', en: 'en-GB', ru: 'ru-RU' };

const KINDS = {
  uz: {
    news: 'Yangilik',
    'menu-item': 'Menyu sahifasi',
    'page-text': 'Sahifa matni',
    'media-item': 'Galereya',
    person: 'Xodim',
    'carousel-slide': 'Karusel',
    partner: 'Hamkor',
    direction: "Yo'nalish",
    'interactive-service': 'Interaktiv xizmat',
    'header-slogan': 'Shior',
    'short-info': "Qisqacha ma'lumot",
    contact: 'Aloqa',
    file: 'Fayl',
    account: 'Hisob',
  },
  en: {
    news: 'News',
    'menu-item': 'Menu page',
    'page-text': 'Page text',
    'media-item': 'Gallery item',
    person: 'Person',
    'carousel-slide': 'Carousel slide',
    partner: 'Partner',
    direction: 'Direction',
    'interactive-service': 'Interactive service',
    'header-slogan': 'Slogan',
    'short-info': 'Short info',
    contact: 'Contacts',
    file: 'File',
    account: 'Account',
  },
  ru: {
    news: 'Новость',
    'menu-item': 'Страница меню',
    'page-text': 'Текст страницы',
    'media-item': 'Галерея',
    person: 'Сотрудник',
    'carousel-slide': 'Слайд карусели',
    partner: 'Партнёр',
    direction: 'Направление',
    'interactive-service': 'Интерактивная услуга',
    'header-slogan': 'Слоган',
    'short-info': 'Краткая информация',
    contact: 'Контакты',
    file: 'Файл',
    account: 'Учётная запись',
  },
} as const;

export type KindKey = keyof (typeof KINDS)['uz'];
export const KIND_KEYS = Object.keys(KINDS.uz) as KindKey[];

const ACTIONS = {
  uz: {
    create: "Qo'shildi",
    update: "O'zgartirildi",
    delete: "Savatga o'chirildi",
    restore: 'Tiklandi',
    purge: "Butunlay o'chirildi",
    upload: 'Fayl yuklandi',
    password: "Parol o'zgartirildi",
    sessions: 'Barcha qurilmalardan chiqildi',
    'two-factor-on': 'Ikki bosqichli kirish yoqildi',
    'two-factor-off': "Ikki bosqichli kirish o'chirildi",
  },
  en: {
    create: 'Created',
    update: 'Edited',
    delete: 'Moved to the trash',
    restore: 'Restored',
    purge: 'Deleted for good',
    upload: 'File uploaded',
    password: 'Password changed',
    sessions: 'Logged out everywhere',
    'two-factor-on': 'Two-factor login turned on',
    'two-factor-off': 'Two-factor login turned off',
  },
  ru: {
    create: 'Создано',
    update: 'Изменено',
    delete: 'Удалено в корзину',
    restore: 'Восстановлено',
    purge: 'Удалено навсегда',
    upload: 'Файл загружен',
    password: 'Пароль изменён',
    sessions: 'Выход на всех устройствах',
    'two-factor-on': 'Двухфакторный вход включён',
    'two-factor-off': 'Двухфакторный вход выключен',
  },
} as const;

export const HISTORY_MESSAGES = {
  uz: {
    language: 'Til',
    trashTitle: 'Savat',
    trashIntro: "O'chirilgan ma'lumotlar 30 kun saqlanadi, so'ng butunlay o'chiriladi.",
    item: 'Nomi',
    kind: 'Turi',
    deletedBy: "Kim o'chirgan",
    deletedAt: "O'chirilgan vaqt",
    expiresAt: 'Saqlanadi (gacha)',
    actions: 'Amallar',
    restore: 'Tiklash',
    purge: "Butunlay o'chirish",
    confirmPurge: "Butunlay o'chirilsinmi? Bu amalni qaytarib bo'lmaydi.",
    restored: 'Tiklandi',
    purged: "Butunlay o'chirildi",
    trashEmpty: "Savat bo'sh",
    auditTitle: 'Harakatlar jurnali',
    allKinds: 'Barchasi',
    when: 'Vaqt',
    who: 'Kim',
    action: 'Amal',
    auditEmpty: "Yozuvlar yo'q",
    previous: 'Oldingi',
    next: 'Keyingi',
    untitled: '(nomsiz)',
    loadFailed: "Ro'yxatni yuklab bo'lmadi",
  },
  en: {
    language: 'Language',
    trashTitle: 'Trash',
    trashIntro: 'Deleted items are kept for 30 days, then deleted for good.',
    item: 'Item',
    kind: 'Kind',
    deletedBy: 'Deleted by',
    deletedAt: 'Deleted at',
    expiresAt: 'Kept until',
    actions: 'Actions',
    restore: 'Restore',
    purge: 'Delete for good',
    confirmPurge: 'Delete this item for good? This cannot be undone.',
    restored: 'Restored',
    purged: 'Deleted for good',
    trashEmpty: 'The trash is empty',
    auditTitle: 'Activity log',
    allKinds: 'All',
    when: 'When',
    who: 'Who',
    action: 'Action',
    auditEmpty: 'No entries',
    previous: 'Previous',
    next: 'Next',
    untitled: '(untitled)',
    loadFailed: 'Could not load the list',
  },
  ru: {
    language: 'Язык',
    trashTitle: 'Корзина',
    trashIntro: 'Удалённые материалы хранятся 30 дней, затем удаляются навсегда.',
    item: 'Название',
    kind: 'Тип',
    deletedBy: 'Кто удалил',
    deletedAt: 'Когда удалено',
    expiresAt: 'Хранится до',
    actions: 'Действия',
    restore: 'Восстановить',
    purge: 'Удалить навсегда',
    confirmPurge: 'Удалить навсегда? Это действие нельзя отменить.',
    restored: 'Восстановлено',
    purged: 'Удалено навсегда',
    trashEmpty: 'Корзина пуста',
    auditTitle: 'Журнал действий',
    allKinds: 'Все',
    when: 'Когда',
    who: 'Кто',
    action: 'Действие',
    auditEmpty: 'Записей нет',
    previous: 'Назад',
    next: 'Далее',
    untitled: '(без названия)',
    loadFailed: 'Не удалось загрузить список',
  },
} as const;

/** What the server says when it refuses or fails, in the admin's language. */
interface ServerTexts {
  gone: string;
  exists: string;
  newer: string;
  urlTaken: (group: string, url: string) => string;
  menuGone: string;
  unavailable: string;
  tooMany: string;
  notAllowed: string;
  internal: string;
  network: string;
  status: (code: string) => string;
}

const SERVER_TEXTS: Record<UiLang, ServerTexts> = {
  uz: {
    gone: "Bu ma'lumot savatda yo'q: u butunlay o'chirilgan yoki saqlash muddati tugagan",
    exists: "Bu ma'lumot allaqachon mavjud",
    newer: "Uning o'rnini yangiroq ma'lumot egallagan; avval o'shani o'chiring",
    urlTaken: (group, url) => `"${group}" menyusida "${url}" manzilli sahifa allaqachon bor`,
    menuGone: "Bu matn tegishli bo'lgan menyu sahifasi endi yo'q",
    unavailable: "Server vaqtincha ishlamayapti, birozdan so'ng qayta urinib ko'ring",
    tooMany: "So'rovlar juda ko'p, birozdan so'ng qayta urinib ko'ring",
    notAllowed: "Bu amalga ruxsat yo'q",
    internal: 'Serverda xatolik yuz berdi',
    network: "Server bilan aloqa yo'q",
    status: (code) => `Server xatosi (${code})`,
  },
  en: {
    gone: 'This item is no longer in the trash: it was deleted for good or its time ran out',
    exists: 'This item already exists',
    newer: 'A newer item has taken its place; delete that one first',
    urlTaken: (group, url) => `The "${group}" menu already has a page at "${url}"`,
    menuGone: 'The menu page this text belongs to no longer exists',
    unavailable: 'The server is unavailable for a moment, please try again shortly',
    tooMany: 'Too many requests, please try again shortly',
    notAllowed: 'This action is not allowed',
    internal: 'The server ran into an error',
    network: 'The server cannot be reached',
    status: (code) => `Server error (${code})`,
  },
  ru: {
    gone: 'Этого материала больше нет в корзине: он удалён навсегда или срок хранения истёк',
    exists: 'Этот материал уже существует',
    newer: 'Его место занял более новый материал; сначала удалите его',
    urlTaken: (group, url) => `В меню «${group}» уже есть страница с адресом «${url}»`,
    menuGone: 'Страницы меню, к которой относится этот текст, больше нет',
    unavailable: 'Сервер временно недоступен, повторите попытку чуть позже',
    tooMany: 'Слишком много запросов, повторите попытку чуть позже',
    notAllowed: 'Это действие не разрешено',
    internal: 'На сервере произошла ошибка',
    network: 'Нет связи с сервером',
    status: (code) => `Ошибка сервера (${code})`,
  },
};

/** The server's (English) messages these screens can meet, matched whole; anything else is shown as it came. */
const KNOWN_SERVER_MESSAGES: [RegExp, (texts: ServerTexts, match: RegExpExecArray) => string][] = [
  [/^No such item in the trash$/, (texts) => texts.gone],
  [/^This item already exists$/, (texts) => texts.exists],
  [/^A newer item has taken its place; delete that one first$/, (texts) => texts.newer],
  [/^An item with group '(.*)' and url '(.*)' already exists$/, (texts, [, group, url]) => texts.urlTaken(group, url)],
  [/^menuId: no such document$/, (texts) => texts.menuGone],
  [/^The content service is unavailable, please try again shortly$/, (texts) => texts.unavailable],
  [/^Too many requests$/, (texts) => texts.tooMany],
  [/^Not allowed$/, (texts) => texts.notAllowed],
  [/^Internal error$/, (texts) => texts.internal],
  // What fetch throws when the server cannot be reached, per browser engine.
  [/^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed|Network error)$/, (texts) => texts.network],
  // A non-JSON answer (a proxy's error page): the client reports only its status.
  [/^HTTP (\d{3})$/, (texts, [, code]) => texts.status(code)],
];

/** A server refusal or failure in the admin's language, falling back to the server's own words. */
export function serverMessage(lang: UiLang, message: string): string {
  for (const [pattern, say] of KNOWN_SERVER_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return say(SERVER_TEXTS[lang], match);
  }
  return message;
}

export const kindLabel = (lang: UiLang, kind: string) => (KINDS[lang] as Record<string, string>)[kind] ?? kind;
export const actionLabel = (lang: UiLang, action: string) => (ACTIONS[lang] as Record<string, string>)[action] ?? action;
export const formatTime = (lang: UiLang, iso: string) =>
  new Date(iso).toLocaleString(DATE_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' });
