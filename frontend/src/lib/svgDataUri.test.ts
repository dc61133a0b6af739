import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { svgDataUri } from './svgDataUri';

describe('svgDataUri', () => {
  const logo = fs.readFileSync(new URL('../../public/logo.svg', import.meta.url), 'utf8');

  it('decodes back to the same drawing, and stays under the 2 KB a page may inline', () => {
    const uri = svgDataUri(logo);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(logo.trim().replace(/"/g, "'"));
    expect(uri.length).toBeLessThan(2048);
  });

  it('holds nothing an HTML attribute or a URL would read otherwise', () => {
    const uri = svgDataUri('<svg>\n<text x="1">a & b # 100% <tspan/></text></svg>');
    expect(uri.slice('data:image/svg+xml,'.length)).toMatch(/^[^"<>&#\s%]*(%[0-9A-F]{2}[^"<>&#\s%]*)*$/);
  });
});
