import type { Lang } from '../../i18n/lang';
import { useWords } from '../../i18n/useLang';

/** The home page's islands' own words: in their chunks, not in every page's STRINGS. */
const HOME_WORDS = {
  videos: { uz: 'Videolar', en: 'Videos', ru: 'Видео' },
  partners: { uz: 'Hamkorlar', en: 'Partners', ru: 'Партнёры' },
  aboutLyceum: { uz: 'Litsey haqida qisqacha', en: 'About the lyceum', ru: 'Кратко о лицее' },
  carousel: { uz: 'Litsey hayotidan lavhalar', en: 'Moments of lyceum life', ru: 'Моменты жизни лицея' },
  pause: { uz: "To'xtatish", en: 'Pause', ru: 'Пауза' },
  play: { uz: 'Davom ettirish', en: 'Play', ru: 'Продолжить' },
  previous: { uz: 'Oldingi', en: 'Previous', ru: 'Предыдущий' },
  next: { uz: 'Keyingi', en: 'Next', ru: 'Следующий' },
} satisfies Record<string, Record<Lang, string>>;

export const useHomeWords = () => useWords(HOME_WORDS);
