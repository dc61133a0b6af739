import { ENTRY_ATTRIBUTE } from './entryAfterPaint';

/** The parts of one visitor page that go into the browser build's index.html. */
export interface PageParts {
  lang: string;
  /** The inline script that must run before the first paint: the first thing in <head> (after its charset). */
  headScript: string;
  /** Title, meta, links, JSON-LD and the page's styles: the end of <head>. */
  head: string;
  /** The server-rendered markup of the page. */
  body: string;
  /** The script element that carries the page's data to the browser, after the markup. */
  data: string;
}

const ROOT = '<div id="root"></div>';
/** The browser build's entry: the server's page loads it after its first paint (entryAfterPaint.ts). */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="(\/[^"]+)"[^>]*><\/script>/;

/** The index of `anchor` in the template; a build whose index.html lacks it cannot render any page. */
function anchorIn(template: string, anchor: string): number {
  const index = template.indexOf(anchor);
  if (index < 0) throw new Error(`index.html has no ${anchor}`);
  return index;
}

/**
 * index.html with one page put in. The template alone is searched (its own <html>, title and description are
 * dropped first, its entry script's address moves to `<html data-entry>`); the page's parts are then placed between
 * its pieces by slicing. No part is ever searched nor read as a replacement pattern, so text an editor or a visitor
 * typed (`$'`, `$&`, `</head>`, `<div id="root"></div>`) lands as it is, where it belongs, and a page grows only by
 * what it holds.
 */
export function fillTemplate(template: string, page: PageParts): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const entryAttribute = entry ? ` ${ENTRY_ATTRIBUTE}="${entry}"` : '';
  const bare = template
    .replace(ENTRY_SCRIPT, '')
    .replace(/<html[^>]*>/, () => `<html lang="${page.lang}" class="no-js"${entryAttribute}>`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  // The head script goes first, after the character encoding only, which must be within the page's first 1024 bytes.
  const headStart = anchorIn(bare, '<head>') + '<head>'.length;
  const headOpen = headStart + (/^\s*<meta charset="[^"]*"\s*\/?>/.exec(bare.slice(headStart))?.[0].length ?? 0);
  const headClose = anchorIn(bare, '</head>');
  const root = anchorIn(bare, ROOT);
  if (!(headOpen <= headClose && headClose < root)) throw new Error('index.html has its root outside <body>');
  return [
    bare.slice(0, headOpen),
    `<script>${page.headScript}</script>`,
    bare.slice(headOpen, headClose),
    page.head,
    bare.slice(headClose, root),
    `<div id="root">${page.body}</div>`,
    page.data,
    bare.slice(root + ROOT.length),
  ].join('');
}
