/**
 * What docker-compose.yml promises about each container, checked on the running stack: the networks it is on and what
 * it can connect to from inside its own network (by name and by every address of the others), the secrets its
 * environment holds, and that the user the site's image runs as cannot change its code or configuration. Each check
 * throws on failure; `note` receives the lines worth printing.
 */
import assert from 'node:assert/strict';
import { debianMirror } from './base-images.mjs';
import { podman } from './engine.mjs';

/** The services' networks as docker-compose.yml names them (the project's prefix removed), and which are internal. */
const NETWORKS = {
  caddy: ['default'],
  gateway: ['app', 'default'],
  cms: ['app', 'data', 'egress'],
  db: ['data'],
  backup: ['data'],
};
const INTERNAL = { default: false, app: true, data: true, egress: false };

/**
 * Who may connect to whom (service → its port), from inside the first one's network; every other pair must fail.
 * Strapi listens on each network it is on, so the database's network reaches it too: the backup and the database
 * (what they could read there is what Strapi serves any caller without the gateway's secret: no draft).
 */
const PORTS = { gateway: 8080, cms: 1337, db: 5432 };
const REACHES = {
  caddy: ['gateway'],
  gateway: ['cms'],
  cms: ['gateway', 'db'],
  db: ['cms'],
  backup: ['cms', 'db'],
};
/** Who has a way out (the Debian mirror stands in for Telegram's Bot API, which this machine cannot reach). */
const OUTSIDE = ['caddy', 'gateway', 'cms'];

/**
 * Which containers' environments hold each secret of the .env (its value, anywhere: the database's password is in
 * DATABASE_URL): each container gets only what it uses.
 */
const HOLDERS = {
  POSTGRES_PASSWORD: ['backup', 'cms', 'db'],
  APP_KEYS: ['cms'],
  API_TOKEN_SALT: ['cms'],
  ADMIN_JWT_SECRET: ['cms'],
  TRANSFER_TOKEN_SALT: ['cms'],
  JWT_SECRET: ['cms'],
  ENCRYPTION_KEY: ['cms'],
  APPEALS_KEY: ['cms'],
  ADMIN_PASSWORD: ['cms'],
  SUPERUSER_PASSWORD: ['cms'],
  CMS_EVENTS_SECRET: ['cms', 'gateway'],
  CMS_GATEWAY_SECRET: ['cms', 'gateway'],
  PREVIEW_SECRET: ['gateway'],
  BACKUP_PASSPHRASE: ['backup'],
};

/**
 * Run in the site's image, inside another container's network: a TCP connection to each `host:port` of argv[1] (JSON),
 * printed as `{ target: 'open' | error code }`. A connection that neither opens nor fails within 3 s is `TIMEOUT`.
 */
const PROBE = `
const net = require('node:net');
const targets = JSON.parse(process.argv[1]);
Promise.all(targets.map((target) => new Promise((resolve) => {
  const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
  const socket = net.connect({ host, port, timeout: 3000 });
  const done = (result) => { socket.destroy(); resolve([target, result]); };
  socket.on('connect', () => done('open'));
  socket.on('timeout', () => done('TIMEOUT'));
  socket.on('error', (error) => done(error.code || error.message));
}))).then((results) => console.log(JSON.stringify(Object.fromEntries(results))));
`;

/**
 * @param {{ project: ReturnType<typeof import('./project.mjs').composeProject>, env: NodeJS.ProcessEnv,
 *   secrets: Record<string, string>, note: (line: string) => void }} options
 */
export async function checkIsolation({ project, env, secrets, note }) {
  const services = Object.keys(NETWORKS);
  const containers = Object.fromEntries(
    await Promise.all(
      services.map(async (service) => {
        const [inspected] = JSON.parse(await podman(['inspect', await project.container(service)], env));
        return [service, inspected];
      }),
    ),
  );
  const prefix = `${project.name}_`;
  const networksOf = (service) =>
    Object.entries(containers[service].NetworkSettings.Networks).map(([name, { IPAddress }]) => ({
      name: name.startsWith(prefix) ? name.slice(prefix.length) : name,
      full: name,
      address: IPAddress,
    }));

  // Networks: each service on exactly its own, internal where nothing may leave.
  for (const service of services) {
    assert.deepEqual(
      networksOf(service)
        .map(({ name }) => name)
        .sort(),
      NETWORKS[service],
      `${service}'s networks`,
    );
  }
  for (const [name, internal] of Object.entries(INTERNAL)) {
    const [network] = JSON.parse(await podman(['network', 'inspect', `${prefix}${name}`], env));
    assert.equal(Boolean(network.internal), internal, `the ${name} network is${internal ? ' not' : ''} internal`);
  }
  note(
    `networks: ${services.map((service) => `${service} ${NETWORKS[service].join('+')}`).join(', ')}; ` +
      `internal: ${Object.keys(INTERNAL)
        .filter((name) => INTERNAL[name])
        .join(', ')}`,
  );

  // Connections, from each container's own network: by service name and by every address of the target.
  const mirror = new URL(debianMirror());
  const outside = `${mirror.hostname}:${mirror.port || (mirror.protocol === 'https:' ? 443 : 80)}`;
  const image = containers.cms.Image;
  const unexpected = [];
  for (const from of services) {
    const targets = Object.entries(PORTS)
      .filter(([to]) => to !== from)
      .flatMap(([to, port]) =>
        [`${to}:${port}`, ...networksOf(to).map(({ address }) => `${address}:${port}`)].map((target) => ({ to, target })),
      );
    const all = [...targets, { to: 'outside', target: outside }];
    const results = JSON.parse(
      await podman(
        [
          'run',
          '--rm',
          '--network',
          `container:${containers[from].Id}`,
          '--entrypoint',
          'node',
          image,
          '-e',
          PROBE,
          JSON.stringify(all.map(({ target }) => target)),
        ],
        env,
      ),
    );
    for (const { to, target } of all) {
      const may = to === 'outside' ? OUTSIDE.includes(from) : REACHES[from].includes(to);
      const opened = results[target] === 'open';
      // A name resolves only where the target is: elsewhere "not found" is the refusal, as a timeout is by address.
      const isByName = target.startsWith(`${to}:`);
      if (may && !opened && (isByName || to === 'outside')) unexpected.push(`${from} cannot reach ${target} (${results[target]})`);
      if (!may && opened) unexpected.push(`${from} reaches ${target}`);
    }
  }
  assert.deepEqual(unexpected, [], 'connections other than docker-compose.yml means');
  note(
    `connections (by name and every address): ${services.map((from) => `${from} -> ${REACHES[from].join('+') || 'none'}`).join(', ')}; ` +
      `out (${outside}): ${OUTSIDE.join(', ')} only`,
  );

  // Secrets: each in the environments of the containers that use it, nowhere else.
  const holders = {};
  for (const [name, holding] of Object.entries(HOLDERS)) {
    const value = secrets[name];
    assert.ok(value, `the test's .env has no ${name}`);
    holders[name] = services.filter((service) => containers[service].Config.Env.some((entry) => entry.includes(value))).sort();
    assert.deepEqual(holders[name], holding, `the containers whose environment holds ${name}`);
  }
  note(
    `secrets only where used: ${Object.entries(HOLDERS)
      .map(([name, holding]) => `${name} ${holding.join('+')}`)
      .join('; ')}`,
  );

  // The image's user: the code and its configuration are not its to change; uploads and backups are.
  const attempts = await project.exec('cms', [
    'sh',
    '-c',
    `for target in dist/x config/x node_modules/x x /app/x /app/gateway/dist/x /app/node_modules/x public/uploads/x; do
       if touch "$target" 2>/dev/null; then echo "$target: written"; rm -f "$target"; else echo "$target: refused"; fi
     done
     mv config config.moved 2>/dev/null && echo 'config: moved' || echo 'config: refused'`,
  ]);
  assert.deepEqual(attempts.trim().split('\n'), [
    'dist/x: refused',
    'config/x: refused',
    'node_modules/x: refused',
    'x: refused',
    '/app/x: refused',
    '/app/gateway/dist/x: refused',
    '/app/node_modules/x: refused',
    'public/uploads/x: written',
    'config: refused',
  ]);
  note(`the image's user (${(await project.exec('cms', ['id', '-un'])).trim()}): code and config read-only, uploads writable`);
}
