import crypto from 'node:crypto';
import { LOCALES as LANGS } from '@lyceum/contract';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳ';
const WIDTHS = ['245', '500', '750', '1000'];

const pick = (items) => items[crypto.randomInt(items.length)];
const letters = () => Array.from({ length: 3 + crypto.randomInt(10) }, () => pick(LETTERS)).join('');
/** URL-encoded: a request line carries ASCII only. */
const word = () => encodeURIComponent(letters());
const words = () => encodeURIComponent(Array.from({ length: 1 + crypto.randomInt(3) }, letters).join(' '));
const id = () => crypto.randomBytes(12).toString('base64url');
/** A page number from a range wide enough that 2 000 draws never repeat one (a million repeated one now and then). */
const number = () => crypto.randomInt(2 ** 47);

/**
 * A new URL each call, of the kinds a crawler or an attacker varies: search words, ids, page
 * numbers, query strings, unknown paths and image names and widths. `real` names a news item and
 * a stored photo of the stack, so that some of them are found.
 */
export function randomUrls({ newsId, photo }) {
  const kinds = [
    () => `/api/public/search?lang=${pick(LANGS)}&q=${words()}`,
    () => `/${pick(LANGS)}/search?q=${words()}`,
    () => `/api/public/news/${id()}?lang=${pick(LANGS)}`,
    () => `/${pick(LANGS)}/news/${id()}`,
    () => `/${pick(LANGS)}/news?page=${2 + number()}`,
    () => `/api/public/news?lang=${pick(LANGS)}&page=${number()}&size=${1 + crypto.randomInt(50)}`,
    () => `/api/public/menu?lang=${pick(LANGS)}&${word()}=${words()}`,
    () => `/${pick(LANGS)}/news/${newsId}?${word()}=${id()}`,
    () => `/${pick(LANGS)}?utm_source=${id()}&ref=${words()}`,
    () => `/api/public/page?groupName=info&url=%2F${word()}&lang=${pick(LANGS)}`,
    () => `/${pick(LANGS)}/${word()}/${id()}`,
    () => `/api/${word()}/${id()}`,
    () => `/${word()}-${id()}.${pick(['php', 'html', 'txt', 'xml'])}`,
    () => `/api/attachment/${id()}.jpg?w=${pick(WIDTHS)}`,
    () => `/api/attachment/${photo}?w=${pick([...WIDTHS, String(crypto.randomInt(5000))])}&v=${id()}`,
    () => `/api/attachment/og/${id()}.png`,
    () => `/api/attachment/resize/${id()}.webp?w=${crypto.randomInt(5000)}`,
  ];
  return () => pick(kinds)();
}
