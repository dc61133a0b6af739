/**
 * One docker-compose project of the repository's docker-compose.yml: its own name (so its own containers, network
 * and volumes), its own .env, run by docker-compose 1.29 against the engine's API socket.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../lib/processes.mjs';
import { frontDoor } from './front-door.mjs';

export const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');

/**
 * @param {{ name: string, envFile: string, overrides?: string[], env: NodeJS.ProcessEnv, log: string }} options
 * `name`: the compose project; `envFile`: its .env (the values docker-compose.yml's variables take); `overrides`:
 * compose files applied over docker-compose.yml; `env`: the engine's environment with DOCKER_HOST; `log`: a file
 * collecting compose's output.
 */
export function composeProject({ name, envFile, overrides = [], env, log }) {
  const base = ['-p', name, ...[COMPOSE_FILE, ...overrides].flatMap((file) => ['-f', file]), '--env-file', envFile];

  /**
   * Runs docker-compose; resolves with its standard output, rejects with the tail of what it printed.
   * @param {string[]} args
   * @param {{ input?: string, quiet?: boolean }} [options]
   * @returns {Promise<string>}
   */
  function compose(args, { input, quiet = true } = {}) {
    return new Promise((resolve, reject) => {
      const child = spawn('docker-compose', [...base, ...args], {
        cwd: ROOT,
        env: { ...env, COMPOSE_HTTP_TIMEOUT: '600', DOCKER_CLIENT_TIMEOUT: '600' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let all = '';
      const collect = (chunk, isStdout) => {
        if (isStdout) stdout += chunk;
        all += chunk;
        fs.appendFileSync(log, chunk);
        if (!quiet) process.stdout.write(chunk);
      };
      child.stdout.on('data', (chunk) => collect(chunk, true));
      child.stderr.on('data', (chunk) => collect(chunk, false));
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        if (code === 0) return resolve(stdout);
        const tail = all.trim().split('\n').slice(-30).join('\n');
        reject(new Error(`docker-compose ${args.join(' ')} failed (${code ?? signal}):\n${tail}`));
      });
      child.stdin.end(input);
    });
  }

  /** @type {(service: string, command: string[], options?: { user?: string, env?: Record<string, string> }) => Promise<string>} */
  const exec = (service, command, { user, env: variables = {} } = {}) =>
    compose([
      'exec',
      '-T',
      ...(user ? ['-u', user] : []),
      ...Object.entries(variables).flatMap(([name, value]) => ['-e', `${name}=${value}`]),
      service,
      ...command,
    ]);

  return {
    name,
    compose,
    /** Builds the site's image from the repository (the Dockerfile, with NODE_IMAGE from the .env). */
    build: () => compose(['build', 'cms'], { quiet: false }),
    /**
     * Starts the services (all by default) and returns once each one they depend on is healthy: compose waits for
     * `service_healthy` itself, the engine's healthcheck loop has to be running meanwhile.
     */
    up: (services = []) => compose(['up', '-d', '--no-build', ...services]),
    /** A command in a running service's container (with `env` added to its environment); resolves with its standard output. */
    exec,
    /**
     * Brings the whole stack up (from the site image SITE_TAG of the .env names: an upgrade starts another tag through
     * this) and resolves once Caddy serves PUBLIC_URL over HTTPS, with Caddy's internal root (PEM) and a front door
     * trusting it.
     */
    async serving(publicUrl) {
      await compose(['up', '-d', '--no-build']);
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ca = await exec('caddy', ['cat', '/data/caddy/pki/authorities/local/root.crt']).catch(() => null);
        if (ca) {
          const door = frontDoor(publicUrl, ca);
          const health = await door.request('/healthz').catch(() => null);
          if (health?.status === 200) return { ca, door };
          door.close();
        }
        if (Date.now() > deadline) throw new Error('Caddy did not serve the site over HTTPS within 120 s of the stack being up');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
    /** A one-off container of a service, without its dependencies, removed afterwards. */
    run: (service, command, { volumes = [] } = {}) =>
      compose(['run', '--rm', '--no-deps', ...volumes.flatMap((volume) => ['-v', volume]), service, ...command]),
    /** The id of a service's (first) container, for podman commands; `all`: a stopped one too. */
    container: async (service, { all = false } = {}) =>
      (await compose(['ps', '-q', ...(all ? ['-a'] : []), service])).trim().split('\n')[0],
    logs: (service) => compose(['logs', '--no-color', service]),
    /** Removes the project's containers, network and volumes; never rejects (it runs in clean-up). */
    down: () =>
      compose(['down', '-v', '--remove-orphans', '--timeout', '20']).then(
        () => null,
        (error) => error,
      ),
  };
}
