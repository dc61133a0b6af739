import type { Lang } from './lang';
import islandWords from './words/islands.json';

type Text = Record<Lang, string>;

/**
 * The UI strings of the public site's islands (the top bar, the menu, the home page's carousels...) in the three
 * languages: in every visitor page's first load. The words only the application's pages show are i18n/pageStrings.ts.
 */
export const STRINGS = islandWords satisfies Record<string, Text>;

export type StringKey = keyof typeof STRINGS;
