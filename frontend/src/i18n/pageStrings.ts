import { SITE_DESCRIPTION, SITE_NAME } from '@lyceum/contract/site';
import type { Lang } from './lang';
import { STRINGS } from './strings';
import { useWords } from './useLang';

/**
 * Every UI string of the public site in the three languages: the islands' (i18n/strings.ts), and those only the
 * application's pages and the server's heads show, which no island loads (docs/hydration.md's budgets).
 */
export const PAGE_STRINGS = {
  ...STRINGS,
  lyceumName: SITE_NAME,
  siteDescription: SITE_DESCRIPTION,
  skipToContent: { uz: "Asosiy mazmunga o'tish", en: 'Skip to main content', ru: 'Перейти к содержанию' },
  home: { uz: 'Bosh sahifa', en: 'Home', ru: 'Главная' },
  loading: { uz: 'Kuting ...', en: 'Kuting ...', ru: 'Kuting ...' },
  more: { uz: 'Batafsil', en: 'More', ru: 'Подробнее' },
  latestNews: { uz: "So'nggi yangiliklar", en: 'Latest news', ru: 'Последние новости' },
  directions: { uz: "Yo'nalishlar", en: 'Directions', ru: 'Направления' },
  pages: { uz: 'Sahifalar', en: 'Pages', ru: 'Страницы' },
  page: { uz: 'Sahifa', en: 'Page', ru: 'Страница' },
  breadcrumb: { uz: "Sahifa yo'li", en: 'Breadcrumb', ru: 'Навигационная цепочка' },
  phone: { uz: 'Telefon', en: 'Phone', ru: 'Телефон' },
  email: { uz: 'Elektron pochta', en: 'E-mail', ru: 'Эл. почта' },
  map: { uz: 'Litsey xaritada', en: 'The lyceum on the map', ru: 'Лицей на карте' },
  contacts: { uz: 'Aloqa', en: 'Contacts', ru: 'Контакты' },
  telegramInvite: { uz: "Telegram kanalimizga a'zo bo'ling", en: 'Join our Telegram channel', ru: 'Подпишитесь на наш Telegram-канал' },
  instagramInvite: { uz: 'Instagram sahifamizni kuzatib boring', en: 'Follow us on Instagram', ru: 'Следите за нами в Instagram' },
  loadError: { uz: "Ma'lumotni yuklab bo'lmadi", en: 'Could not load the content', ru: 'Не удалось загрузить данные' },
  notFound: { uz: 'Sahifa topilmadi', en: 'Page not found', ru: 'Страница не найдена' },
  copyright: { uz: 'Barcha huquqlar himoyalangan', en: 'All rights reserved', ru: 'Все права защищены' },
} satisfies Record<string, Record<Lang, string>>;

export type PageStringKey = keyof typeof PAGE_STRINGS;

/** The current language and every UI string, for the application's pages. */
export const usePageT = () => useWords(PAGE_STRINGS);
