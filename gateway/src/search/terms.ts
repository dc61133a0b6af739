import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as russianStem } from '@orama/stemmers/russian';
import type { Locale } from '@lyceum/contract';

/**
 * How words become search terms, the same for the texts and the queries. docs/reach.md
 * explains the choices.
 *
 * Uzbek is written in Latin and in Cyrillic, and its Latin letters oʻ and gʻ and the tutuq belgisi
 * (ʼ) are typed with whatever apostrophe a keyboard has. Both scripts go to one Latin form in which
 * oʻ is `ō`, gʻ is `ğ` and the tutuq belgisi is dropped, so that every spelling of a word is one term.
 */

/** Every character writers use for the Uzbek apostrophes: ʻ ʼ ' ` ’ ‘ ´ and the modifier letters' look-alikes. */
const APOSTROPHES = "[\u02BB\u02BC\u2018\u2019'`\u00B4\u02B9\u02BF]";
const O_G_APOSTROPHE = new RegExp(`([oOgG])${APOSTROPHES}`, 'g');
const ANY_APOSTROPHE = new RegExp(APOSTROPHES, 'g');

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'ğ',
  д: 'd',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  қ: 'q',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ў: 'ō',
  ф: 'f',
  х: 'x',
  ҳ: 'h',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ь: '',
  ы: 'i',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};
const VOWELS = new Set(['а', 'е', 'ё', 'и', 'о', 'у', 'ў', 'э', 'ю', 'я', 'ъ', 'ь']);

/** A lower-case Uzbek Cyrillic word in Latin: е is `ye` at the start and after a vowel, ц `ts` after a vowel. */
function cyrillicToLatin(word: string): string {
  let latin = '';
  for (let index = 0; index < word.length; index += 1) {
    const letter = word[index];
    const afterVowel = index > 0 && VOWELS.has(word[index - 1]);
    if (letter === 'е') latin += index === 0 || afterVowel ? 'ye' : 'e';
    else if (letter === 'ц') latin += afterVowel ? 'ts' : 's';
    else latin += CYRILLIC_TO_LATIN[letter] ?? letter;
  }
  return latin;
}

/** An Uzbek word (either script, any apostrophe) in the one form terms are kept in. */
export function uzbekTerm(word: string): string {
  const latin = word.replace(O_G_APOSTROPHE, (_, letter: string) => (letter.toLowerCase() === 'o' ? 'ō' : 'ğ')).toLowerCase();
  return cyrillicToLatin(latin.replace(ANY_APOSTROPHE, ''));
}

/**
 * Words of a text, with where each is: letters and digits, with the apostrophes inside a word kept
 * (oʻqituvchi, maʼlumot are one word each).
 */
const WORD = new RegExp(`[\\p{L}\\p{N}](?:[\\p{L}\\p{N}\\p{M}]|${APOSTROPHES}(?=[\\p{L}]))*`, 'gu');

export function words(text: string): { word: string; index: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], index: match.index }));
}

/** One word as a term of `locale`'s index: Uzbek in its one form, Russian and English lower-cased and stemmed. */
export function termOf(word: string, locale: Locale): string {
  if (locale === 'uz') return uzbekTerm(word);
  const lower = word.toLowerCase();
  return locale === 'ru' ? russianStem(lower.replace(/ё/g, 'е')) : englishStem(lower);
}
