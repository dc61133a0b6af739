import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

/** Tags that end a line or a cell where a browser shows them: their words must not run into the next ones. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|td|th|tr|ul)(?=[\s/>])[^>]*>/gi;

/** The words of rich text as plain text: no tags (a block's end is a space), entities decoded, white space collapsed. */
export const plainText = (html: string): string =>
  decodeHTML(
    sanitizeHtml(
      html.replace(BLOCK_TAG, (tag) => ` ${tag} `),
      { allowedTags: [], allowedAttributes: {} },
    ),
  )
    .replace(/\s+/g, ' ')
    .trim();

/** Plain text cut at a word near `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
