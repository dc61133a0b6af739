import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const SCHEMAS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schemas');
const read = (name: string) => fs.readFile(path.join(SCHEMAS, name), 'utf8');

/** libxml2's verdict on a site map (or its index) against the sitemap protocol's schema: [] when valid. */
export async function sitemapErrors(xml: string, kind: 'urlset' | 'index' = 'urlset'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [await read(kind === 'urlset' ? 'sitemap.xsd' : 'siteindex.xsd')],
    preload: [{ fileName: 'xhtml-link.xsd', contents: await read('xhtml-link.xsd') }],
  });
  return result.errors.map((error) => error.rawMessage);
}
