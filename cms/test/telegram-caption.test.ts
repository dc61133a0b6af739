import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CAPTION_LIMIT, EXCERPT_LIMIT, buildCaption, cut, plainText } from '../src/telegram/caption';

const LINK = 'https://lyceum.example/ru/news/abc123def456';
/** The caption as Telegram shows it: its HTML entities parsed. */
const shown = (html: string) =>
  html
    .replace(/<\/?b>|<a href="[^"]*">|<\/a>/g, '')
    .replace(/&(lt|gt|amp|quot);/g, (_e, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"' })[name]!);

test('bold title, excerpt, link, each a paragraph, in HTML mode', () => {
  const { html, length } = buildCaption({ title: 'Spring week', text: '<p>Science <em>and</em> art</p><p>Every day</p>', link: LINK });
  assert.equal(html, `<b>Spring week</b>\n\nScience and art Every day\n\n<a href="${LINK}">${LINK}</a>`);
  assert.equal(length, shown(html).length);
});

test('10 000 characters: the excerpt is cut at a word, the link never; the caption stays within 1024', () => {
  const text = `<p>${'слово '.repeat(2000)}</p>`;
  const title = 'З'.repeat(500);
  const { html, length } = buildCaption({ title, text, link: LINK });
  assert.ok(length <= CAPTION_LIMIT, `${length}`);
  assert.equal(shown(html).length, length);
  assert.ok(html.endsWith(`<a href="${LINK}">${LINK}</a>`));
  assert.ok(html.includes(`<b>${title}</b>`));
  const excerpt = shown(html).split('\n\n')[1];
  assert.ok(excerpt.endsWith('…') && excerpt.length <= EXCERPT_LIMIT && /слово…$/.test(excerpt));
  // A title as long as the whole caption is cut too, the link still whole.
  const huge = buildCaption({ title: 'x'.repeat(5000), text: 'y', link: LINK });
  assert.ok(huge.length <= CAPTION_LIMIT && huge.html.endsWith(`${LINK}</a>`));
});

test("hostile text is escaped, not interpreted: </script>, $', entities, quotes", () => {
  const { html } = buildCaption({
    title: `<script>alert(1)</script> $' $& "q" <b>`,
    text: `&lt;/script&gt; $' &amp;amp; &#x3C;i&#x3E; &#0; &bogus; <a href="javascript:x">link</a>`,
    link: `${LINK}?a="b"&c=<d>`,
  });
  assert.ok(!/<(?!\/?b>|a href="|\/a>)/.test(html), html);
  assert.ok(html.startsWith(`<b>&lt;script&gt;alert(1)&lt;/script&gt; $' $&amp; &quot;q&quot; &lt;b&gt;</b>`), html);
  assert.ok(html.includes(`&lt;/script&gt; $' &amp;amp; &lt;i&gt; &amp;bogus; link`), html);
  assert.ok(html.endsWith(`<a href="${LINK}?a=&quot;b&quot;&amp;c=&lt;d&gt;">${LINK}?a=&quot;b&quot;&amp;c=&lt;d&gt;</a>`), html);
});

test('the title is shown as the visitor page shows it: its < > & and typed entities as typed', () => {
  const { html } = buildCaption({ title: '5 < 6 & 7 > 3 &amp; &#65;', text: '', link: LINK });
  assert.ok(html.startsWith('<b>5 &lt; 6 &amp; 7 &gt; 3 &amp;amp; &amp;#65;</b>\n\n<a '), html);
});

test('bidi controls are dropped (they could turn the link around); Cyrillic and marks are kept', () => {
  const { html } = buildCaption({ title: 'Новость \u202Eevil\u202C \u2067x\u2069', text: 'Привет\u200F мир', link: LINK });
  assert.ok(!/[\u202A-\u202E\u2066-\u2069]/.test(html));
  assert.ok(html.startsWith('<b>Новость evil x</b>\n\nПривет\u200F мир'));
});

test('cut never splits a surrogate pair and adds an ellipsis only when it cuts', () => {
  assert.equal(cut('short', 10), 'short');
  const emoji = '😀'.repeat(10);
  const cutEmoji = cut(emoji, 6);
  assert.ok(cutEmoji.length <= 6 && !/[\uD800-\uDBFF]…$/.test(cutEmoji), cutEmoji);
  assert.equal(cut('one two three four', 12), 'one two…');
  assert.equal(plainText('a<br>b&nbsp;c<style>x{}</style>'), 'a b c');
});
