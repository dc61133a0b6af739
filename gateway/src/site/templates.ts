import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';
import { z } from 'zod';
import { buildVersion } from './build-version.js';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

/** index.html as the browser build wrote it, and as visitor pages use it: the small stylesheet inlined (painting waits for no request of its own). */
export interface Templates {
  /** Changes with every build: a page rendered from an older one names scripts that are gone. */
  version: number;
  /** For the client-rendered admin. */
  bare: string;
  visitor: string;
  /** Vite's manifest of the build: which chunks each source module needs (the renderer preloads a page's own). */
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>;
}

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional(), css: z.array(z.string()).optional() }),
);

async function read(dist: string, version: number): Promise<Templates> {
  const bare = await fs.promises.readFile(path.join(dist, 'index.html'), 'utf8');
  const styles = new Map<string, string>();
  for (const [, href] of bare.matchAll(STYLESHEET)) {
    styles.set(href, (await fs.promises.readFile(path.join(dist, href), 'utf8')).replaceAll('</', '<\\/'));
  }
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile) ? manifestSchema.parse(JSON.parse(await fs.promises.readFile(manifestFile, 'utf8'))) : {};
  return { version, manifest, bare, visitor: bare.replace(STYLESHEET, (_tag, href: string) => `<style>${styles.get(href)}</style>`) };
}

/** The templates of the current build of `dist`, read again when index.html changes; null before the front end is built. */
export function templatesOf(dist: string): () => Promise<Templates | null> {
  const builtAt = buildVersion(path.join(dist, 'index.html'));
  let current: { builtAt: number; templates: Promise<Templates> } | undefined;
  return async () => {
    const version = builtAt();
    if (version === undefined) return null;
    if (current?.builtAt !== version) current = { builtAt: version, templates: read(dist, version) };
    return current.templates;
  };
}

/** The answer for a page while the front end has no build. */
export const sendNotBuilt = (res: Response) =>
  res.status(503).type('text/plain').send('The front end is not built yet: run `npm run build -w frontend`.');
