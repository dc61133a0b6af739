// Draws the web app's icons and the logo's PNG copies (frontend/public/icons/) from the logo with sharp; run after the logo changes.
import fs from 'node:fs/promises';
import sharp from 'sharp';

const logo = await fs.readFile(new URL('../../frontend/public/logo.svg', import.meta.url));
const out = new URL('../../frontend/public/icons/', import.meta.url);
await fs.mkdir(out, { recursive: true });
const draw = (size, scale) =>
  sharp(logo, { density: (72 * size * scale) / 64 })
    .resize(Math.round(size * scale))
    .png()
    .toBuffer();
for (const size of [192, 512]) {
  await sharp(await draw(size, 1)).toFile(new URL(`icon-${size}.png`, out).pathname);
  // A maskable icon keeps its picture inside the middle 80 %, on the brand green the platform may crop.
  const inner = await draw(size, 0.8);
  await sharp({ create: { width: size, height: size, channels: 4, background: '#1b5e20' } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png()
    .toFile(new URL(`maskable-${size}.png`, out).pathname);
}
// RSS 2.0 allows only GIF, JPEG or PNG as a feed's image, at most 144 pixels wide.
await sharp(await draw(144, 1)).toFile(new URL('logo-144.png', out).pathname);
console.log('icons written to frontend/public/icons/');
