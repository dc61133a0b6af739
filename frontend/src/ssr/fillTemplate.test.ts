import { describe, expect, it } from 'vitest';
import { fillTemplate, type PageParts } from './fillTemplate';

const TEMPLATE =
  '<!doctype html>\n<html lang="uz">\n<head><meta charset="UTF-8" /><meta name="description" content="x" />' +
  '<title>Old</title></head>\n<body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

const parts = (text: string): PageParts => ({
  lang: 'ru',
  headScript: 'run()',
  head: `<title>${text}</title>`,
  body: `<h1>${text}</h1>`,
  data: `<script type="application/json">${JSON.stringify(text)}</script>`,
});

describe('fillTemplate', () => {
  it('puts each part in its place and drops the template’s own title and description', () => {
    expect(fillTemplate(TEMPLATE, parts('Salom'))).toBe(
      '<!doctype html>\n<html lang="ru" class="no-js" data-entry="/a.js">\n<head><meta charset="UTF-8" /><script>run()</script>' +
        '<title>Salom</title></head>\n<body><div id="root"><h1>Salom</h1></div><script type="application/json">"Salom"</script>' +
        '</body></html>',
    );
  });

  // String.prototype.replace reads these in a replacement string: $` and $' paste the text around the match.
  it.each(["500$'gacha", '$`$`$`$`', '$&', '$$', '$1', '</head><div id="root"></div>', '<head>'])(
    'keeps %j as it is, and the page grows only by what it holds',
    (text) => {
      const empty = fillTemplate(TEMPLATE, parts('')).length;
      const html = fillTemplate(TEMPLATE, parts(text));
      expect(html.length).toBe(empty + 2 * text.length + JSON.stringify(text).length - 2);
      expect(html).toContain(`<h1>${text}</h1></div>`);
      expect(
        html.startsWith(
          '<!doctype html>\n<html lang="ru" class="no-js" data-entry="/a.js">\n<head><meta charset="UTF-8" /><script>run()</script>',
        ),
      ).toBe(true);
      expect(html.endsWith('"</script></body></html>')).toBe(true);
    },
  );

  it('a template without an entry script makes a page without one', () => {
    const html = fillTemplate(TEMPLATE.replace('<script type="module" src="/a.js"></script>', ''), parts('x'));
    expect(html).toContain('<html lang="ru" class="no-js">');
    expect(html).not.toContain('data-entry');
  });

  it('keeps the character encoding within the first 1024 bytes, however long the head script', () => {
    const html = fillTemplate(TEMPLATE, { ...parts('x'), headScript: 'x'.repeat(2000) });
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(1024 - 30);
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<meta charset'));
  });

  it('refuses a template without its anchors', () => {
    expect(() => fillTemplate('<html><head></head><body></body></html>', parts('x'))).toThrow(/root/);
  });
});
