import { en } from '../../frontend/src/admin/messages/en';
import { ru } from '../../frontend/src/admin/messages/ru';
import { uz } from '../../frontend/src/admin/messages/uz';
import type { Page } from '@playwright/test';

type Lang = 'uz' | 'en' | 'ru';

/** Stands in for what a text made from a value (a title, a file name, a count) puts in. */
const SLOT = '\u0000';
/** Shorter texts ("OK", a digit) say nothing about the language. */
const MIN_LENGTH = 3;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every text of one catalogue: its strings as they are, and those made from a value (its functions, called with a
 * stand-in) as patterns in which the value may be anything.
 */
function textsOf(messages: object) {
  const exact = new Set<string>();
  const made = new Map<string, RegExp>();
  const walk = (node: unknown) => {
    if (typeof node === 'string') exact.add(tidy(node));
    else if (typeof node === 'function') {
      const said = String((node as (value: unknown) => unknown)(SLOT));
      const parts = said.split(SLOT).map(tidy);
      if (parts.length === 1) exact.add(parts[0]);
      else if (parts.join('').length >= MIN_LENGTH) made.set(parts.join(SLOT), new RegExp(`^${parts.map(escape).join('.+')}$`, 's'));
    } else if (typeof node === 'object' && node !== null) Object.values(node).forEach(walk);
  };
  walk(messages);
  return { exact, made };
}

const CATALOGUES: Record<Lang, ReturnType<typeof textsOf>> = { uz: textsOf(uz), en: textsOf(en), ru: textsOf(ru) };
const LANGS = Object.keys(CATALOGUES) as Lang[];

/** In how many catalogues a text, or a pattern, is written alike: such a text belongs to no one language. */
const shared = (key: string, of: 'exact' | 'made') =>
  LANGS.filter((lang) => (of === 'exact' ? CATALOGUES[lang].exact.has(key) : CATALOGUES[lang].made.has(key))).length > 1;

const isOwn = (text: string, lang: Lang) =>
  CATALOGUES[lang].exact.has(text) || [...CATALOGUES[lang].made.values()].some((pattern) => pattern.test(text));

const isOthers = (text: string, lang: Lang) =>
  LANGS.filter((other) => other !== lang).some(
    (other) =>
      (CATALOGUES[other].exact.has(text) && !shared(text, 'exact')) ||
      [...CATALOGUES[other].made].some(([key, pattern]) => pattern.test(text) && !shared(key, 'made')),
  );

/**
 * The texts of `texts` that another language's catalogue has and `lang`'s has not: on a screen in `lang`, each is a
 * text left in another language. A text made from a value (`Tahrirlash: <title>`) counts by its fixed words.
 */
export function foreignStrings(texts: string[], lang: 'uz' | 'en' | 'ru'): string[] {
  return [...new Set(texts.map(tidy))].filter((text) => text.length >= MIN_LENGTH && !isOwn(text, lang) && isOthers(text, lang));
}

/**
 * What the admin itself says on the page: every element's own text nodes, and the aria-label, title, placeholder and
 * alt of every element and the value of input buttons. Content is left out: what editors typed (fields' values,
 * textareas, TinyMCE's frame and its own menus) and any region marked `data-content` (a list's cells holding
 * content data).
 */
export function uiTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTENT = 'textarea, iframe, [contenteditable="true"], .tox, .tox-tinymce-aux, [data-content], script, style, template, noscript';
    const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];
    const found: string[] = [document.title];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(CONTENT)) continue;
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) found.push(node.textContent ?? '');
      for (const name of ATTRIBUTES) found.push(element.getAttribute(name) ?? '');
      if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) found.push(element.value);
    }
    return found.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}
