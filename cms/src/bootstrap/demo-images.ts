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

/**
 * A one-page PDF of a few lines of Latin text in Helvetica, written whole here (objects, cross-reference table and
 * trailer, as PDF 1.4 lays them out): a demo document's file, with no download and no PDF library.
 */
export function renderDemoPdf(lines: readonly string[]): Buffer {
  const escapePdf = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`);
  const text = lines.map((line, index) => `BT /F1 ${index ? 12 : 18} Tf 72 ${760 - index * 30} Td (${escapePdf(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const table = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${table}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Writes a demo file to a temporary folder, the form Strapi's upload service takes; the caller removes the folder. */
export async function writeTemporaryFile(bytes: Buffer, fileName: string): Promise<{ filepath: string; size: number }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-seed-'));
  const filepath = path.join(dir, fileName);
  await fs.writeFile(filepath, bytes);
  return { filepath, size: bytes.length };
}
