import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';
import { buildVersion } from './build-version.js';

/**
 * index.html as the browser build wrote it: the admin's page as it is, and the visitor pages' template (it links no
 * stylesheet: the global styles come with the page's own, frontend/src/ui/GlobalStyle.ts).
 */
export interface Templates {
  /** Changes with every build: a page rendered from an older one names scripts that are gone. */
  version: number;
  html: string;
}

async function read(dist: string, version: number): Promise<Templates> {
  const html = await fs.promises.readFile(path.join(dist, 'index.html'), 'utf8');
  return { version, html };
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
