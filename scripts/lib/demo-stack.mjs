import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, freePort, stopProcess, waitUntilUp } from './processes.mjs';

/**
 * The whole built stack on a copy of the demo database (scripts/e2e-stack.mjs) on free ports, for the measuring
 * scripts; or `base`, a stack already up, left as it is. Resolves once it answers, with its URL and how to stop it.
 */
export async function demoStack(base) {
  if (base) {
    await waitUntilUp(`${base}/readyz`);
    return { base, stop: async () => {} };
  }
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-stack.mjs')], {
    env: { ...process.env, E2E_PORT: String(port), E2E_CMS_PORT: String(await freePort()) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/readyz`, { child });
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { base: url, stop: () => stopProcess(child) };
}
