import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { excerpt, plainText } from '../../src/plain-text.js';

describe('plain text of rich text', () => {
  test("a paragraph's last word does not run into the next paragraph's first", () => {
    assert.equal(plainText('<p>tashkil etilgan.</p><p>Bugungi kun</p>'), 'tashkil etilgan. Bugungi kun');
    assert.equal(plainText('<h2>Qabul qoidalari</h2><p>Qabul tartibi</p>'), 'Qabul qoidalari Qabul tartibi');
    assert.equal(plainText('<ul><li>bir</li><li>ikki</li></ul>satr<br>keyingi'), 'bir ikki satr keyingi');
    assert.equal(plainText('<table><tr><td>a</td><td>b</td></tr></table>'), 'a b');
  });

  test('inline tags keep a word whole; entities are decoded and white space collapsed', () => {
    assert.equal(plainText('<p>so<b>z</b> &amp; <i>gap</i>\n\n</p>'), 'soz & gap');
    assert.equal(plainText('<p title="<p>">x</p>'), 'x');
  });

  test('an excerpt is cut at a word, with an ellipsis', () => {
    assert.equal(excerpt('bir ikki uch', 20), 'bir ikki uch');
    assert.equal(excerpt('bir ikki uch tort', 12), 'bir ikki…');
  });
});
