import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export interface DemoImage {
  label: string;
  hue: number;
  width?: number;
  height?: number;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A JPEG drawn locally (gradient, simple shapes and a caption): no download ever. */
export async function renderDemoImage({ label, hue, width = 1200, height = 800 }: DemoImage): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,62%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.18}" fill="hsl(${(hue + 180) % 360},70%,80%)" opacity="0.55"/>
  <path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.6} ${width * 0.55} ${height * 0.75} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="hsl(${(hue + 90) % 360},45%,30%)" opacity="0.7"/>
  <text x="50%" y="48%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 11)}" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Writes the image to a temporary file, the form Strapi's upload service takes. */
export async function writeTemporaryImage(image: DemoImage, name: string): Promise<{ filepath: string; size: number }> {
  const bytes = await renderDemoImage(image);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-seed-'));
  const filepath = path.join(dir, `${name}.jpg`);
  await fs.writeFile(filepath, bytes);
  return { filepath, size: bytes.length };
}
