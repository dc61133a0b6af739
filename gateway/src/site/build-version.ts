import fs from 'node:fs';

/** How often a build's file is looked at for a change: not on every page served from the cache. */
const CHECK_EVERY_MS = 1000;

/** The modification time of a build's file (undefined while it is missing), looked at most once a second. */
export function buildVersion(file: string): () => number | undefined {
  let checked: { at: number; version: number | undefined } | undefined;
  return () => {
    if (!checked || Date.now() - checked.at >= CHECK_EVERY_MS) {
      checked = { at: Date.now(), version: fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs };
    }
    return checked.version;
  };
}
