import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import '../../src/images/image-variants.js';

test("libvips keeps no operation cache in the gateway's memory", () => {
  const { memory, items } = sharp.cache();
  assert.equal(memory.max, 0);
  assert.equal(items.max, 0);
});
