#!/usr/bin/env node
/**
 * Schema mode under docker-compose (docker-compose.schema.yml, docs/schema-changes.md) runs `strapi develop` in a
 * container as root, on the checkout's cms/src mounted into it: what the Content-Type Builder writes there would be
 * root's, and the checkout's owner could neither edit nor remove it. This runs the command given after `--` and gives
 * every file and folder under `<folder>` that is not the folder's owner's to that owner (and its group): every second
 * while the command runs, and once more when it has exited. Signals are passed on to the command; its exit is ours.
 *   node scripts/ops/schema-owner.mjs /app/cms/src -- node strapi.js develop
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Gives everything under `folder` that is another's to the folder's owner; answers how many entries it changed. */
export function giveToFolderOwner(folder) {
  const { uid, gid } = fs.statSync(folder);
  let changed = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const item = path.join(dir, entry.name);
      try {
        const stat = fs.lstatSync(item);
        if (stat.uid !== uid || stat.gid !== gid) {
          fs.lchownSync(item, uid, gid);
          changed += 1;
        }
        if (entry.isDirectory()) walk(item);
      } catch (error) {
        // Removed between the listing and now (Strapi rewrites its files by renaming): the next sweep sees the new one.
        if (error.code !== 'ENOENT') throw error;
      }
    }
  };
  walk(folder);
  return changed;
}

function main(argv) {
  const split = argv.indexOf('--');
  const folder = argv[0];
  const command = split >= 0 ? argv.slice(split + 1) : [];
  if (!folder || split !== 1 || !command.length) {
    console.error('usage: node scripts/ops/schema-owner.mjs <folder> -- <command> [arguments…]');
    process.exit(2);
  }
  const sweep = () => {
    try {
      giveToFolderOwner(folder);
    } catch (error) {
      console.error(`schema-owner: ${folder}: ${error.message}`);
    }
  };
  sweep();
  const timer = setInterval(sweep, 1_000);
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`schema-owner: ${command[0]}: ${error.message}`);
    process.exitCode = 1;
  });
  child.on('exit', (code, signal) => {
    clearInterval(timer);
    sweep();
    process.exitCode = code ?? 128 + (signal ? os.constants.signals[signal] : 0);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
