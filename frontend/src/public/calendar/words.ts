import type { Lang } from '../../i18n/lang';
import calendarPageWords from '../../i18n/words/calendar-page.json';

/** The calendar pages' own words: in their chunks, not in every page's STRINGS. */
export const TEXT = calendarPageWords satisfies Record<string, Record<Lang, string>>;
