import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderResult, type RenderInput, type RenderResult } from '@lyceum/contract/render';
import { z } from 'zod';
import type { Logger } from '../logger.js';
import { buildVersion } from './build-version.js';

export type { Answer, RenderResult } from '@lyceum/contract/render';

/** One build of the front end's server renderer (frontend/src/entry-server.tsx), as the gateway uses it. */
export interface RendererBuild {
  render(input: RenderInput): Promise<RenderResult>;
  /** The CSP source that allows the renderer's one inline script. */
  headScriptHash: string;
  /** Changes with every server build: pages rendered by an older one are not served after it. */
  version: number;
}

/** The server renderer: the current build, loaded again when the front end is rebuilt. */
export interface Renderer {
  current(): Promise<RendererBuild>;
  /** The current build's, for the Content-Security-Policy header. */
  readonly headScriptHash: string;
}

const module = z.object({
  render: z.function(),
  HEAD_SCRIPT: z.string(),
});

// Every gateway in this process (tests start several) shares one module per build.
const loaded = new Map<string, Promise<RendererBuild>>();

const load = (file: string, version: number): Promise<RendererBuild> => {
  const key = `${file}\0${version}`;
  let build = loaded.get(key);
  if (!build) {
    build = importBuild(file, version);
    loaded.set(key, build);
    build.catch(() => loaded.delete(key));
  }
  return build;
};

const importBuild = async (file: string, version: number): Promise<RendererBuild> => {
  // A new build must be a new module, and modules are cached by URL: each build is imported from a copy of its own
  // (the bundle is one self-contained file). A query string would do under plain Node, but not under every loader.
  const copy = path.join(os.tmpdir(), `lyceum-entry-server-${process.pid}-${crypto.randomUUID()}.mjs`);
  await fs.promises.copyFile(file, copy);
  let imported: unknown;
  try {
    imported = await import(pathToFileURL(copy).href);
  } finally {
    await fs.promises.rm(copy, { force: true });
  }
  const entry = module.parse(imported);
  const render = entry.render as (input: RenderInput) => Promise<unknown>;
  return {
    render: async (input) => renderResult.parse(await render(input)),
    headScriptHash: `'sha256-${crypto.createHash('sha256').update(entry.HEAD_SCRIPT).digest('base64')}'`,
    version,
  };
};

/**
 * Loads the server build of the front end, and loads it again when it is rebuilt (so that its
 * HTML matches the browser build next to it); null (pages then render in the browser alone)
 * when it is not built.
 */
export async function loadRenderer(file: string, logger: Logger): Promise<Renderer | null> {
  const builtAt = buildVersion(file);
  const first = builtAt();
  if (first === undefined) {
    logger.warn(
      { file },
      'the front end has no server build: visitor pages are rendered in the browser only (run `npm run build -w frontend`)',
    );
    return null;
  }
  let build = await load(file, first);
  return {
    async current() {
      const version = builtAt();
      if (version !== undefined && version !== build.version) build = await load(file, version);
      return build;
    },
    get headScriptHash() {
      return build.headScriptHash;
    },
  };
}
