import pLimit from 'p-limit';

/**
 * How many images sharp works on at once in the gateway. sharp runs each on a thread of libuv's pool (four threads
 * unless UV_THREADPOOL_SIZE says otherwise), the pool every file read of the gateway waits on too: the front end's
 * scripts and styles, the kept copies of photos. With two at most, a burst of new photos (a gallery's first visitor
 * asks for each in AVIF) or an encode that hangs under load (seen in CI) leaves the other threads to the site's own
 * files (docs/reach.md, "Light photos").
 */
export const SHARP_AT_ONCE = 2;

/**
 * The bound on one pipeline's work (sharp's `timeout`): an image at the upload limit takes seconds on a busy machine,
 * and a job still running after two minutes has hung; ended, it gives its place back. The photo copies have their own
 * bound (image-variants.ts).
 */
export const SHARP_TIMEOUT = { seconds: 120 };

/** Runs `work` (a sharp pipeline's output) once fewer than SHARP_AT_ONCE images are being worked on. */
export const inSharpSlot: <T>(work: () => Promise<T>) => Promise<T> = pLimit(SHARP_AT_ONCE);

/** Whether sharp's `timeout` ended the pipeline that failed with `error` (its message: "timeout: 12% complete"). */
export const timedOut = (error: unknown): boolean => error instanceof Error && /^timeout\b/.test(error.message);
