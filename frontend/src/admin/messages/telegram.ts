import type { TelegramPostState } from '@lyceum/contract/api/telegram';

/**
 * Telegram channel posting's admin texts (news list's column, the wizard's switch, /protected/telegram), in the
 * admin's three languages: uz.ts, en.ts and ru.ts each take their own as `telegram`, its title as the side menu's,
 * and its `keyMissing` as TELEGRAM_KEY_MISSING's.
 */
const uz = {
  title: 'Telegram kanal',
  column: "Telegram'da",
  states: {
    idle: 'Yuborilmagan',
    waiting: 'Navbatda',
    sending: 'Yuborilmoqda',
    posted: 'Yuborildi',
    failed: 'Xato',
    unknown: "Noma'lum: qayta yuborilsinmi?",
    removed: "Kanaldan o'chirildi",
    'not-removable': "Kanaldan o'chirib bo'lmadi",
  } satisfies Record<TelegramPostState, string>,
  off: "O'chirilgan",
  notPosted: 'Yuborilmagan',
  retry: 'Qayta yuborish',
  retried: "Qayta yuborish navbatga qo'yildi",
  unknownHint: "Telegram javobi yo'qolgan: post kanalda bo'lishi mumkin. Kanalni tekshirib, kerak bo'lsa qayta yuboring.",
  postSwitch: 'Telegram kanaliga yuborish',
  postSwitchHint:
    "Chop etilganda har bir sozlangan tildagi kanalga rasm, sarlavha, qisqa matn va havola yuboriladi; tahrir postni ham o'zgartiradi.",
  settingsIntro:
    "Bot tokeni va har bir til uchun kanal. Bot kanalda administrator bo'lishi kerak. Muhit o'zgaruvchilari (TELEGRAM_BOT_TOKEN, TELEGRAM_CHANNEL_UZ/EN/RU) bu yerdagidan ustun turadi.",
  token: 'Bot tokeni',
  tokenHint: "Token saqlangandan so'ng ko'rsatilmaydi. Bo'sh qoldirilsa, avvalgisi qoladi.",
  tokenSet: 'Token saqlangan',
  tokenMissing: "Token yo'q: postlar yuborilmaydi",
  removeToken: "Tokenni o'chirish",
  channel: (language: string) => `Kanal (${language})`,
  channelHint: "-100… raqamli ID yoki @kanalnomi; bo'sh: bu tilda post yo'q",
  from: { env: "Muhit o'zgaruvchisidan", admin: 'Shu yerda saqlangan', none: "Yo'q" },
  cannotStore: "Tokenni shifrlab saqlab bo'lmaydi: CMS'da ENCRYPTION_KEY yo'q",
  saved: 'Sozlamalar saqlandi',
  problems: "E'tibor talab qiladigan postlar",
  noProblems: "E'tibor talab qiladigan post yo'q",
  item: 'Yangilik',
  language: 'Til',
  state: 'Holati',
  reason: 'Sababi',
  deleted: "(o'chirilgan)",
  keyMissing: "Tokenni shifrlab saqlab bo'lmaydi: CMS'da ENCRYPTION_KEY yo'q",
};

export type TelegramTexts = typeof uz;

const en: TelegramTexts = {
  title: 'Telegram channel',
  column: 'On Telegram',
  states: {
    idle: 'Not posted',
    waiting: 'Waiting',
    sending: 'Sending',
    posted: 'Posted',
    failed: 'Failed',
    unknown: 'Unknown: send again?',
    removed: 'Removed from the channel',
    'not-removable': 'Could not be removed',
  },
  off: 'Off',
  notPosted: 'Not posted',
  retry: 'Send again',
  retried: 'Queued to be sent again',
  unknownHint: "Telegram's answer was lost: the post may be in the channel. Check the channel, and send it again if it is not.",
  postSwitch: 'Post to the Telegram channel',
  postSwitchHint:
    'When published, each configured language’s channel gets the photo, title, a short text and the link; an edit edits the post.',
  settingsIntro:
    'The bot token and a channel for each language. The bot must be an administrator of the channel. Environment variables (TELEGRAM_BOT_TOKEN, TELEGRAM_CHANNEL_UZ/EN/RU) win over what is set here.',
  token: 'Bot token',
  tokenHint: 'Once saved the token is never shown. Left empty, the saved one stays.',
  tokenSet: 'A token is saved',
  tokenMissing: 'No token: nothing is posted',
  removeToken: 'Remove the token',
  channel: (language: string) => `Channel (${language})`,
  channelHint: 'A numeric id (-100…) or @channelname; empty: no posts in this language',
  from: { env: 'From the environment', admin: 'Saved here', none: 'None' },
  cannotStore: 'The token cannot be stored encrypted: the CMS has no ENCRYPTION_KEY',
  saved: 'Settings saved',
  problems: 'Posts that need attention',
  noProblems: 'No post needs attention',
  item: 'News item',
  language: 'Language',
  state: 'State',
  reason: 'Reason',
  deleted: '(deleted)',
  keyMissing: 'The token cannot be stored encrypted: the CMS has no ENCRYPTION_KEY',
};

const ru: TelegramTexts = {
  title: 'Telegram-канал',
  column: 'В Telegram',
  states: {
    idle: 'Не опубликовано',
    waiting: 'В очереди',
    sending: 'Отправляется',
    posted: 'Опубликовано',
    failed: 'Ошибка',
    unknown: 'Неизвестно: отправить снова?',
    removed: 'Удалено из канала',
    'not-removable': 'Не удалось удалить',
  },
  off: 'Выключено',
  notPosted: 'Не опубликовано',
  retry: 'Отправить снова',
  retried: 'Поставлено в очередь на повторную отправку',
  unknownHint: 'Ответ Telegram потерян: пост может уже быть в канале. Проверьте канал и отправьте снова, если его нет.',
  postSwitch: 'Опубликовать в Telegram-канале',
  postSwitchHint:
    'При публикации в канал каждого настроенного языка уходят фото, заголовок, короткий текст и ссылка; правка меняет и пост.',
  settingsIntro:
    'Токен бота и канал для каждого языка. Бот должен быть администратором канала. Переменные окружения (TELEGRAM_BOT_TOKEN, TELEGRAM_CHANNEL_UZ/EN/RU) важнее заданного здесь.',
  token: 'Токен бота',
  tokenHint: 'После сохранения токен не показывается. Если оставить пустым, сохранённый останется.',
  tokenSet: 'Токен сохранён',
  tokenMissing: 'Токена нет: ничего не публикуется',
  removeToken: 'Удалить токен',
  channel: (language: string) => `Канал (${language})`,
  channelHint: 'Числовой id (-100…) или @имяканала; пусто: на этом языке постов нет',
  from: { env: 'Из переменной окружения', admin: 'Сохранено здесь', none: 'Нет' },
  cannotStore: 'Токен нельзя сохранить зашифрованным: в CMS нет ENCRYPTION_KEY',
  saved: 'Настройки сохранены',
  problems: 'Посты, требующие внимания',
  noProblems: 'Нет постов, требующих внимания',
  item: 'Новость',
  language: 'Язык',
  state: 'Состояние',
  reason: 'Причина',
  deleted: '(удалено)',
  keyMissing: 'Токен нельзя сохранить зашифрованным: в CMS нет ENCRYPTION_KEY',
};

export const telegramTexts = { uz, en, ru };
