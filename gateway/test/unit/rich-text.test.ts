import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sanitizeRichText } from '../../src/rich-text.js';

const ALLOW = 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';
const frame = (src: string, rest = '') => sanitizeRichText(`<p>a</p><iframe src="${src}"${rest}></iframe>`);

describe('rich-text sanitizer', () => {
  test("the editor's YouTube player is kept, on the host the site's frame-src allows", () => {
    assert.equal(
      frame('https://www.youtube.com/embed/dQw4w9WgXcQ', ' width="560" height="314" allowfullscreen="allowfullscreen"'),
      `<p>a</p><iframe width="560" height="314" allowfullscreen="allowfullscreen" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="${ALLOW}"></iframe>`,
    );
    assert.match(frame('https://youtube.com/embed/dQw4w9WgXcQ'), /src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    assert.match(frame('https://youtube-nocookie.com/embed/dQw4w9WgXcQ'), /src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"/);
    assert.match(frame('https://WWW.YouTube.com/embed/dQw4w9WgXcQ'), /src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
  });

  test('player settings are kept, anything else in the query and the fragment dropped', () => {
    assert.match(
      frame('https://www.youtube.com/embed/dQw4w9WgXcQ?start=30&si=tracking&autoplay=1&rel=0&enablejsapi=1#x'),
      /src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?start=30&amp;rel=0"/,
    );
    assert.match(
      frame('https://www.youtube.com/embed/dQw4w9WgXcQ?start=javascript:1'),
      /src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/,
    );
  });

  test('the allow list is fixed whatever the editor wrote', () => {
    const html = frame('https://www.youtube.com/embed/dQw4w9WgXcQ', ' allow="camera; microphone; geolocation; autoplay"');
    assert.ok(html.includes(`allow="${ALLOW}"`), html);
    assert.doesNotMatch(html, /camera|microphone|geolocation/);
  });

  test('any other address loses the frame', () => {
    for (const src of [
      'https://www.youtube.com/embed/x/../../redirect?q=https://evil.example',
      'https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect?q=https://evil.example',
      'https://www.youtube.com/embed/dQw4w9WgXcQ%2F..%2F..%2Fredirect',
      'https://www.youtube.com/embed/dQw4w9WgXcQ%2f',
      'https://www.youtube.com/embed\\dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ/extra',
      'https://www.youtube.com/embed/short',
      'https://www.youtube.com/redirect?q=https://evil.example',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      '//www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com:8443/embed/dQw4w9WgXcQ',
      'https://user@www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/embed/dQw4w9WgXcQ',
      'javascript:alert(1)',
      '',
    ]) {
      assert.equal(frame(src), '<p>a</p>', src);
    }
    assert.equal(sanitizeRichText('<p>a</p><iframe></iframe>'), '<p>a</p>');
  });

  test('no class attribute survives; allowed styles do', () => {
    assert.equal(
      sanitizeRichText(
        '<p class="mce-x align-left" style="text-align: center">a</p><table class="t"><tbody><tr><td class="c">b</td></tr></tbody></table>',
      ),
      '<p style="text-align:center">a</p><table><tbody><tr><td>b</td></tr></tbody></table>',
    );
  });

  test('scripts, handlers and javascript: links are still removed', () => {
    assert.equal(
      sanitizeRichText(
        '<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><a href="https://e.example" target="_blank">c</a></p>',
      ),
      '<p>a<a>b</a><a href="https://e.example" target="_blank" rel="noopener noreferrer">c</a></p>',
    );
  });
});
