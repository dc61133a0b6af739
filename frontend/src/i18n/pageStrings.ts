import { SITE_DESCRIPTION, SITE_NAME } from '@lyceum/contract/site';
import type { Lang } from './lang';
import { STRINGS } from './strings';
import { useWords } from './useLang';
import pageWords from './words/pages.json';

/**
 * Every UI string of the public site in the three languages: the islands' (i18n/strings.ts), and those only the
 * application's pages and the server's heads show, which no island loads (docs/hydration.md's budgets).
 */
export const PAGE_STRINGS = {
  ...STRINGS,
  lyceumName: SITE_NAME,
  siteDescription: SITE_DESCRIPTION,
  ...pageWords,
} satisfies Record<string, Record<Lang, string>>;

export type PageStringKey = keyof typeof PAGE_STRINGS;

/** The current language and every UI string, for the application's pages. */
export const usePageT = () => useWords(PAGE_STRINGS);
