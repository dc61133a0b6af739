/**
 * Preloaded (`node --require`) into Strapi's own commands (runStrapiCommand in processes.mjs: the backup's export and
 * import, the routes list): they load the cms as built, from its dist/ folder, as `strapi start` does. Strapi's transfer commands otherwise
 * compile the cms's TypeScript before every run: about 12 s of a 17 s backup on two cores, and a
 * rewrite of dist/ under a Strapi that may be serving the site from it. Every caller has built the
 * cms from its current sources first (buildIfStale); with no build there, Strapi compiles as before.
 */
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

const appDir = process.cwd();
const fromCms = createRequire(path.join(appDir, 'package.json'));
const core = fromCms('@strapi/core');
const compile = core.compileStrapi;

core.compileStrapi = async (options) => {
  const distDir = await fromCms('@strapi/typescript-utils').resolveOutDir(appDir);
  // The app is the folder the command started in, whichever the command works in by then (runStrapiCommand's logDir).
  if (!fs.existsSync(path.join(distDir, 'src', 'index.js'))) return compile({ ...options, appDir });
  return { appDir, distDir };
};
