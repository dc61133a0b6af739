/**
 * Uploads for the benchmarks: a 12-megapixel camera JPEG of about 5 MB, drawn by sharp at run time
 * (no binary in the repository), and the time its uploads through the gateway take.
 */
import sharp from 'sharp';

/** Just under the upload limit (contract/src/sizes.ts MAX_UPLOAD_BYTES), as a phone's photo often is. */
const MAX_UPLOAD_BYTES = 5_242_880;

/** The photo's red corner: its first rows and columns as stored, so the top right once turned upright. */
export const MARK = { width: 600, height: 450 };

/**
 * 4000×3000 pixels of sensor-like noise (which JPEG cannot squeeze away, so the file is as large as
 * a real photo's) with a red corner (MARK) and the EXIF a phone writes: "turn 90° clockwise to
 * view" (so the photo is 3000×4000 upright), and a GPS position.
 */
export async function cameraPhoto() {
  const width = 4000;
  const height = 3000;
  // No background: the noise fills every pixel (sharp's types ask for one all the same).
  const create = /** @type {import('sharp').Create} */ ({ width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 20 } });
  const pixels = await sharp({ create }).raw().toBuffer();
  for (let y = 0; y < MARK.height; y++) {
    for (let x = 0; x < MARK.width; x++) pixels.set([255, 0, 0], (y * width + x) * 3);
  }
  // The noise is random: a lower quality if a run's draw ends up over the limit.
  for (let quality = 88; ; quality -= 2) {
    const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Lyceum', Model: 'Bench camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '69/1 16/1 0/1' },
      })
      .toBuffer();
    if (photo.length <= MAX_UPLOAD_BYTES) return photo;
  }
}

/**
 * `count` uploads of `photo` one after another through POST /api/attachment: latencies in ms, and
 * the statuses of those that did not answer 200 (a 503 after the gateway gave up counts its time too).
 */
export async function uploadTimes(gatewayUrl, token, photo, count) {
  const times = [];
  const failed = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${1000 + i}.jpg`);
    const started = process.hrtime.bigint();
    const answer = await fetch(`${gatewayUrl}/api/attachment`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    await answer.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (answer.status !== 200) failed.push(answer.status);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1), failed };
}
