import type { Lang } from '../i18n/lang';
import shareBarWords from '../i18n/words/share-bar.json';

const TEXT = shareBarWords satisfies Record<string, Record<Lang, string>>;
export type ShareBarWords = Record<keyof typeof TEXT, string>;

/**
 * The sharing words in the page's language, handed to the island with its props: its chunk, which every news item
 * and event loads, then carries no language's words at all (docs/hydration.md, "Budgets and measurements").
 */
export const shareBarWordsIn = (lang: Lang): ShareBarWords =>
  Object.fromEntries(Object.entries(TEXT).map(([key, words]) => [key, words[lang]])) as ShareBarWords;
