import sanitizeHtml from 'sanitize-html';

/** The video service's hosts, each with the name the site's frame-src (app.ts) lets load. */
const VIDEO_HOSTS = new Map([
  ['www.youtube.com', 'www.youtube.com'],
  ['youtube.com', 'www.youtube.com'],
  ['www.youtube-nocookie.com', 'www.youtube-nocookie.com'],
  ['youtube-nocookie.com', 'www.youtube-nocookie.com'],
]);
/** A player is its own page and nothing else: no other path of the service (redirects, sign-in) gets a frame. */
const VIDEO_PLAYER_PATH = /^\/embed\/([\w-]{11})$/;
/** Player settings an editor may mean (start time, playlist, loop); anything else in the query is dropped. */
const PLAYER_PARAMS: Record<string, RegExp> = {
  start: /^\d{1,6}$/,
  end: /^\d{1,6}$/,
  list: /^[\w-]{1,64}$/,
  playlist: /^[\w-]{11}(,[\w-]{11}){0,49}$/,
  loop: /^[01]$/,
  rel: /^[01]$/,
  controls: /^[01]$/,
};
/** What the player may use; camera, microphone or location never. */
const PLAYER_ALLOW = 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/** The player's address written afresh from its parts, or undefined when the address is not a player. */
function videoPlayerUrl(src: string): string | undefined {
  // Dot segments and escaped slashes are how a path looks like a player to one parser and is another page to the next.
  if (/\.\.|\\|%2f|%5c/i.test(src) || !URL.canParse(src)) return undefined;
  const url = new URL(src);
  const host = VIDEO_HOSTS.get(url.hostname);
  const id = VIDEO_PLAYER_PATH.exec(url.pathname)?.[1];
  if (url.protocol !== 'https:' || !host || !id || url.port || url.username || url.password) return undefined;
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (PLAYER_PARAMS[name]?.test(value)) query.set(name, value);
  return `https://${host}/embed/${id}${query.size ? `?${query.toString()}` : ''}`;
}

/** Safe markup only: headings, paragraphs, lists, links, tables, images and the video service's players. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    // No class: neither the editor's output nor the public pages' styles (frontend/src/ui/GlobalStyle.ts) use one.
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^[a-z -]+$/],
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/],
      width: [/^\d+(\.\d+)?(px|%|em|rem)?$/],
      height: [/^\d+(\.\d+)?(px|%|em|rem)?$/],
      'border-collapse': [/^(collapse|separate)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...new Set(VIDEO_HOSTS.values())],
  allowIframeRelativeUrls: false,
  // A frame is kept only when it is the video service's player: the iframe transform takes any other address away.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    iframe: (tagName, { src, ...attribs }) => {
      const player = videoPlayerUrl(src ?? '');
      return { tagName, attribs: player ? { ...attribs, src: player, allow: PLAYER_ALLOW } : attribs };
    },
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
