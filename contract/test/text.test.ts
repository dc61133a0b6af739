import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalizeSearchQuery, SEARCH_QUERY_MAX } from '../src/search-query.js';
import { wellFormed, wellFormedStrings } from '../src/text.js';

describe('well-formed text', () => {
  test('NUL, lone surrogates, controls and noncharacters become U+FFFD; everything else stays', () => {
    assert.equal(wellFormed('a\0b'), 'a\uFFFDb');
    assert.equal(wellFormed('\uD800x\uDC00'), '\uFFFDx\uFFFD');
    assert.equal(wellFormed('\u0001\u007F\u0085\uFDD0\uFFFE\u{10FFFF}'), '\uFFFD'.repeat(6));
    const kept = "Salom\t\n\r\f 😀 Привет \u2028\u2029 \u200F\u202E o‘g’ $'$&$` </script><!-- \uFFFD";
    assert.equal(wellFormed(kept), kept);
  });

  test('a JSON body: every string, however deep, none of the keys or other values', () => {
    assert.deepEqual(JSON.parse('{"a":"\\u0000","b":[1,"\\ud800",{"c":"ok"}],"d":null}', wellFormedStrings), {
      a: '\uFFFD',
      b: [1, '\uFFFD', { c: 'ok' }],
      d: null,
    });
  });

  test('a search query cut inside a surrogate pair does not end in half of it', () => {
    const query = normalizeSearchQuery(`${'a'.repeat(SEARCH_QUERY_MAX - 1)}😀`);
    assert.equal(query, `${'a'.repeat(SEARCH_QUERY_MAX - 1)}\uFFFD`);
  });
});
