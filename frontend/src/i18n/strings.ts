import type { Lang } from './lang';

type Text = Record<Lang, string>;

/**
 * The UI strings of the public site's islands (the top bar, the menu, the home page's carousels...) in the three
 * languages: in every visitor page's first load. The words only the application's pages show are i18n/pageStrings.ts.
 */
export const STRINGS = {
  info: { uz: 'Litsey haqida', en: 'About', ru: 'О лицее' },
  structure: { uz: 'Tuzilma', en: 'Structure', ru: 'Структура' },
  news: { uz: 'Yangiliklar', en: 'News', ru: 'Новости' },
  education: { uz: "O'quv ishlari", en: 'Education', ru: 'Учебная работа' },
  events: { uz: 'Tadbirlar', en: 'Events', ru: 'Мероприятия' },
  activity: { uz: 'Faoliyat', en: 'Activity', ru: 'Деятельность' },
  interactive: { uz: 'Interaktiv xizmatlar', en: 'Interactive services', ru: 'Интерактивные услуги' },
  photoGallery: { uz: 'Fotogalereya', en: 'Photo gallery', ru: 'Фотогалерея' },
  videoGallery: { uz: 'Videogalereya', en: 'Video gallery', ru: 'Видеогалерея' },
  leadership: { uz: 'Rahbariyat', en: 'Leadership', ru: 'Руководство' },
  staff: { uz: 'Xodimlar', en: 'Staff', ru: 'Сотрудники' },
  mainMenu: { uz: 'Asosiy menyu', en: 'Main menu', ru: 'Главное меню' },
  openMenu: { uz: 'Menyuni ochish', en: 'Open the menu', ru: 'Открыть меню' },
  closeMenu: { uz: 'Menyuni yopish', en: 'Close the menu', ru: 'Закрыть меню' },
  fontSmaller: { uz: 'Shriftni kichraytirish', en: 'Smaller text', ru: 'Уменьшить шрифт' },
  fontLarger: { uz: 'Shriftni kattalashtirish', en: 'Larger text', ru: 'Увеличить шрифт' },
  trustPhone: { uz: 'Ishonch telefoni', en: 'Trust phone', ru: 'Телефон доверия' },
  siteMap: { uz: 'Sayt xaritasi', en: 'Site map', ru: 'Карта сайта' },
  language: { uz: 'Til', en: 'Language', ru: 'Язык' },
  close: { uz: 'Yopish', en: 'Close', ru: 'Закрыть' },
  opensInNewTab: { uz: '(yangi oynada ochiladi)', en: '(opens in a new tab)', ru: '(откроется в новой вкладке)' },
  empty: { uz: "Hozircha ma'lumot yo'q", en: 'Nothing here yet', ru: 'Пока ничего нет' },
  lowVision: { uz: "Zaif ko'ruvchilar uchun", en: 'Low-vision mode', ru: 'Версия для слабовидящих' },
  search: { uz: 'Qidiruv', en: 'Search', ru: 'Поиск' },
  searchSite: { uz: 'Saytdan qidirish', en: 'Search the site', ru: 'Поиск по сайту' },
  searchButton: { uz: 'Izlash', en: 'Search', ru: 'Найти' },
} satisfies Record<string, Text>;

export type StringKey = keyof typeof STRINGS;
