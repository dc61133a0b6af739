/**
 * The caption of a news item's channel post, in Telegram's HTML parse mode: the title in bold, a short plain-text
 * excerpt of the news text, and the link to the item's visitor page. Telegram counts a caption's length after it has
 * parsed the entities (the characters a reader sees, in UTF-16 code units) and refuses one over 1024
 * ("Bad Request: message caption is too long"), so the budget is counted on the visible text and only the excerpt
 * is cut (then the title, which alone is at most 500): the link is never cut.
 */
export const CAPTION_LIMIT = 1024;
/** A channel post is a teaser, not the article: the excerpt stops near here even when there is room. */
export const EXCERPT_LIMIT = 400;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Characters that reorder the text around them (embeddings, overrides, isolates): one could turn the link around. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const codePoint = (value: number) =>
  value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff) ? String.fromCodePoint(value) : '';

/** The words of stored rich text (sanitized HTML, or Markdown from Strapi's panel): no tags, entities decoded, one space between words. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity: string, name: string) => {
      if (name[0] === '#') return codePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return NAMED[name.toLowerCase()] ?? entity;
    })
    .replace(BIDI_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A title as the visitor page shows it: it is plain text (the page escapes it), so `<`, `&` and typed entities are
 * shown as typed; only bidi controls go, and runs of white space become one space as the browser shows them.
 */
export const plainTitle = (title: string) => title.replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();

/** `text` cut to at most `max` UTF-16 units, at a word when there is one in the second half, with an ellipsis; never half a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let end = max - 1;
  if (/[\uDC00-\uDFFF]/.test(text[end] ?? '')) end -= 1;
  const head = text.slice(0, end);
  const space = head.lastIndexOf(' ');
  return `${(space >= max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** Text for Telegram's HTML mode: only <, > and & are special there (and " inside an attribute). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

export interface CaptionInput {
  title: string;
  /** The stored rich text. */
  text: string;
  /** The visitor page: PUBLIC_URL/{lang}/news/{id}. */
  link: string;
}

/** The caption as Telegram's HTML, and its length as Telegram counts it (the visible text). */
export function buildCaption({ title, text, link }: CaptionInput): { html: string; length: number } {
  const cleanTitle = plainTitle(title);
  const words = plainText(text);
  // Two line breaks after the title and before the link.
  const fixed = link.length + 2;
  const shownTitle = cut(cleanTitle, CAPTION_LIMIT - fixed - 2);
  const room = CAPTION_LIMIT - fixed - shownTitle.length - 2;
  const shownText = cut(words, Math.min(EXCERPT_LIMIT, room));
  const visible = [shownTitle, shownText, link].filter(Boolean);
  const html = [
    shownTitle ? `<b>${escapeHtml(shownTitle)}</b>` : '',
    escapeHtml(shownText),
    `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { html, length: visible.join('\n\n').length };
}
