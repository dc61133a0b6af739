import sanitizeHtml from 'sanitize-html';

const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'];
const VIDEO_PLAYER = /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]+/;

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
    '*': ['style', 'class'],
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
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  // A frame is kept only when it is the video service's player.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !VIDEO_PLAYER.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
