import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes `dir/name`, a module that imports `files` (absolute paths) in their order, and answers its path. Given to
 * node's test runner, the files' tests run one file after another in one process: a process per file pays the
 * loader and its imports each time, often more than the file's own tests (docs/testing.md). Each file puts back what
 * it changes in the process.
 * @param {string[]} files
 * @param {string} dir
 * @param {string} name
 */
export function importerOf(files, dir, name) {
  const entry = path.join(dir, name);
  fs.writeFileSync(entry, files.map((file) => `import ${JSON.stringify(pathToFileURL(file).href)};\n`).join(''));
  return entry;
}
