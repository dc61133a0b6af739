import type { Lang } from '../../i18n/lang';
import { useWords } from '../../i18n/useLang';
import homeWords from '../../i18n/words/home.json';

/** The home page's islands' own words: in their chunks, not in every page's STRINGS. */
const HOME_WORDS = homeWords satisfies Record<string, Record<Lang, string>>;

export const useHomeWords = () => useWords(HOME_WORDS);
