import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/** The words of rich text as plain text: no tags, entities decoded, white space collapsed. */
export const plainText = (html: string): string =>
  decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();

/** Plain text cut at a word near `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
