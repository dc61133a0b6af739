import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { timedOut } from '../../src/images/sharp-slots.js';

/**
 * An upload whose encode outlives sharp's bound is refused as too large an image (413), not answered as an unexpected
 * error: `timedOut` must know sharp's own error for it. A blur this wide over 36 megapixels takes far longer than the
 * one second allowed on any machine, and sharp stops it there.
 */
test("sharp's timeout is told apart from the other failures of a pipeline", async () => {
  const slow = sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#3a7' } })
    .blur(300)
    .jpeg()
    .timeout({ seconds: 1 })
    .toBuffer();
  const ended = await slow.then(
    () => assert.fail('the blur ended within a second'),
    (error: unknown) => error,
  );
  assert.ok(timedOut(ended), String(ended));

  const unreadable = await sharp(Buffer.from('GIF89a<html>not an image</html>')).toBuffer().catch((error: unknown) => error);
  assert.ok(unreadable instanceof Error, 'sharp refuses bytes it cannot decode');
  assert.equal(timedOut(unreadable), false);
  assert.equal(timedOut('timeout'), false, 'only an Error of sharp');
});
