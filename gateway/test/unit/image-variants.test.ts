import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout } from 'node:timers/promises';
import sharp from 'sharp';
import { ImageVariants, preferredFormat } from '../../src/images/image-variants.js';
import { SHARP_AT_ONCE } from '../../src/images/sharp-slots.js';

test('the lightest format an Accept header names outright; wildcards promise neither', () => {
  const cases: [string | undefined, string, string | null][] = [
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'a.jpg', 'avif'],
    ['image/webp,*/*', 'a.png', 'webp'],
    ['image/avif;q=0, image/webp;q=0.5', 'a.jpeg', 'webp'],
    ['image/avif;q=0', 'a.jpg', null],
    ['*/*', 'a.jpg', null],
    ['image/*', 'a.jpg', null],
    [undefined, 'a.jpg', null],
    ['image/webp', 'a.webp', null],
    ['image/avif', 'a.webp', 'avif'],
    ['image/avif,image/webp', 'a.gif', null],
  ];
  for (const [accept, name, expected] of cases) assert.equal(preferredFormat(accept, name), expected, `${accept} ${name}`);
});

test('a copy is made once for visitors asking at once; one not made in time is given up on, starts no second job while it runs, and is kept once it ends', async (t) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-variants-'));
  try {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const variants = new ImageVariants(dir, 200);
    let reads = 0;
    const source = async () => {
      reads += 1;
      return photo;
    };
    const [first, second] = await Promise.all([variants.get('a.jpg', 'webp', source), variants.get('a.jpg', 'webp', source)]);
    // Which of the two makes it is the file system's to say (each first looks for a copy on disk): one does.
    assert.deepEqual([[first?.made, second?.made].sort(), reads], [[false, true], 1]);
    assert.deepEqual(first?.bytes, second?.bytes);
    assert.equal((await sharp(first!.bytes).metadata()).format, 'webp');
    assert.deepEqual(await variants.get('a.jpg', 'webp', source), { bytes: first!.bytes, made: false }, 'kept on disk');

    // A job that does not end within the wait holds no request past it; while it runs, the next requests get null at
    // once and start no second job (each would hold another of the worker threads sharp shares). The wait's clock is
    // node's mock: what is checked is when each request ends against the wait, not how fast this machine is.
    let finish: (bytes: Buffer) => void = () => undefined;
    let started = 0;
    const stalled = () => {
      started += 1;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    /** Whether `promise` settles within `realMs` of the real clock (its disk lookup), no time passing on the mock one. */
    const settlesAtOnce = async (promise: Promise<unknown>, realMs: number) => {
      let settled = false;
      void promise.finally(() => (settled = true));
      const since = Date.now();
      while (!settled && Date.now() - since < realMs) await new Promise((resolve) => setImmediate(resolve));
      return settled;
    };
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const givenUp = variants.get('b.jpg', 'avif', stalled);
    while (started === 0) await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await settlesAtOnce(givenUp, 100), false, 'it waits for the copy');
    t.mock.timers.tick(200);
    assert.equal(await givenUp, null, 'given up on after the wait');
    const meanwhile = variants.get('b.jpg', 'avif', stalled);
    assert.equal(await settlesAtOnce(meanwhile, 10_000), true, 'no second wait while the late job runs');
    assert.equal(await meanwhile, null);
    assert.equal(started, 1, 'no second job');
    t.mock.timers.reset();
    assert.equal((await variants.get('c.jpg', 'webp', source))?.made, true, 'other photos are not held up');
    // Once the late job ends, its copy is kept like any other.
    finish(photo);
    for (let tries = 0; tries < 100 && !(await fs.readdir(dir)).includes('b.jpg.avif'); tries += 1) await setTimeout(20);
    const kept = await variants.get('b.jpg', 'avif', stalled);
    assert.equal(kept?.made, false);
    assert.equal((await sharp(kept.bytes).metadata()).format, 'heif');
    assert.equal(started, 1);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('photos asked for at once are made at most SHARP_AT_ONCE at a time, leaving the other threads to file reads', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-variants-'));
  try {
    // Noise, so that each encode takes a while.
    const photos = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        sharp(Buffer.from(Array.from({ length: 160 * 120 * 3 }, (_value, at) => (at * (index + 7) * 2654435761) % 251)), {
          raw: { width: 160, height: 120, channels: 3 },
        })
          .jpeg()
          .toBuffer(),
      ),
    );
    const variants = new ImageVariants(dir, 60_000);
    // Each pipeline's output counted from its call to its end. Sharp's own counters are not used: they drop a task a
    // moment after its promise settles, so the slot's next task could be seen beside it on a busy machine.
    const pipelines = sharp.prototype as { toBuffer: (...args: unknown[]) => Promise<unknown> };
    const toBuffer = pipelines.toBuffer;
    let running = 0;
    let most = 0;
    pipelines.toBuffer = function (this: unknown, ...args: unknown[]) {
      most = Math.max(most, ++running);
      const output = toBuffer.apply(this, args);
      const ended = () => void running--;
      output.then(ended, ended);
      return output;
    };
    const made = await Promise.all(photos.map((photo, index) => variants.get(`p${index}.jpg`, 'webp', async () => photo))).finally(() => {
      pipelines.toBuffer = toBuffer;
    });
    assert.deepEqual(
      made.map((one) => one?.made),
      photos.map(() => true),
    );
    assert.ok(most >= 1, 'the encodes were seen');
    assert.ok(most <= SHARP_AT_ONCE, `at most ${SHARP_AT_ONCE} at once, seen ${most}`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
