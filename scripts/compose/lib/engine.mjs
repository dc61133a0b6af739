/**
 * The container engine `npm run test:compose` drives: podman, configured for this kind of machine, with
 * docker-compose talking to podman's Docker-compatible API socket. Nothing here is needed on a real server, where
 * Docker runs docker-compose.yml as it is.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Podman's image store lives here between runs, so that the base images and the build cache are made once; the test's
 * containers, networks and volumes never outlive a run. LYCEUM_COMPOSE_CACHE names another folder.
 */
export const CACHE_DIR = process.env.LYCEUM_COMPOSE_CACHE || path.join(os.homedir(), '.cache', 'lyceum-compose');
// Podman records the run root in its database: it must be the same folder on every run.
const RUN_DIR = path.join(os.tmpdir(), 'lyceum-compose-run');

/**
 * Sandboxes that withhold CAP_SYS_RESOURCE make crun's setrlimit fail, and crun trips over hybrid cgroups: runc with
 * limits inside the hard ones works. Networks are defined under the cache folder, not the machine's /etc/containers.
 * An exec's monitor (conmon) waits exit_command_delay for the API client to read the exit code: Docker's 5 minutes
 * would leave one process behind per `docker-compose exec` long after the test; compose reads it at once.
 */
const CONTAINERS_CONF = `[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[network]
network_config_dir = "${path.join(CACHE_DIR, 'networks')}"
[engine]
runtime = "runc"
exit_command_delay = 3
`;

const STORAGE_CONF = `[storage]
driver = "overlay"
graphroot = "${path.join(CACHE_DIR, 'storage')}"
runroot = "${path.join(RUN_DIR, 'storage')}"
`;

/** The environment every podman and docker-compose command of the test runs with. */
export function engineEnv() {
  fs.mkdirSync(path.join(CACHE_DIR, 'networks'), { recursive: true });
  fs.mkdirSync(RUN_DIR, { recursive: true, mode: 0o700 });
  const containersConf = path.join(CACHE_DIR, 'containers.conf');
  const storageConf = path.join(CACHE_DIR, 'storage.conf');
  fs.writeFileSync(containersConf, CONTAINERS_CONF);
  fs.writeFileSync(storageConf, STORAGE_CONF);
  return { ...process.env, CONTAINERS_CONF: containersConf, CONTAINERS_STORAGE_CONF: storageConf };
}

/**
 * Runs podman and resolves with its standard output; the error carries its standard error.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {{ input?: import('node:stream').Readable, maxBuffer?: number }} [options]
 * @returns {Promise<string>}
 */
export async function podman(args, env, { input, maxBuffer = 64 << 20 } = {}) {
  if (input === undefined) {
    const { stdout } = await run('podman', args, { env, maxBuffer }).catch((error) => {
      throw new Error(`podman ${args.join(' ')} failed: ${(error.stderr || error.message).trim()}`);
    });
    return stdout;
  }
  return new Promise((resolve, reject) => {
    const child = spawn('podman', args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`podman ${args[0]} failed: ${stderr.trim()}`))));
    input.pipe(child.stdin);
  });
}

/**
 * `podman system service` on a socket of its own: docker-compose 1.29 speaks Docker's API to it. Resolves once the
 * socket answers, with DOCKER_HOST and a `stop` that ends the service.
 */
export async function startApiService(env) {
  const socket = path.join(RUN_DIR, `podman-${process.pid}.sock`);
  fs.rmSync(socket, { force: true });
  const child = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { env, stdio: 'ignore' });
  let exited = null;
  child.on('exit', (code, signal) => (exited = code ?? signal));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited !== null) throw new Error(`podman system service exited (${exited})`);
    if (fs.existsSync(socket) && (await pingSocket(socket))) break;
    if (Date.now() > deadline) throw new Error(`podman's API did not answer on ${socket} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    dockerHost: `unix://${socket}`,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          if (exited !== null) return resolve();
          child.once('exit', () => {
            fs.rmSync(socket, { force: true });
            resolve();
          });
          child.kill('SIGTERM');
        })
      ),
  };
}

function pingSocket(socketPath) {
  return new Promise((resolve) => {
    const req = http.request({ socketPath, path: '/_ping', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/**
 * Removes the containers, volumes and networks of the compose projects `belongs(project)` accepts, whatever state
 * they are in: what a run killed before its clean-up left. The store may be shared by several runs at once, so
 * only the projects named are touched. Resolves with the projects removed.
 */
export async function removeProjects(env, belongs) {
  const label = (entry) => (entry.Labels ?? entry.labels ?? {})['com.docker.compose.project'];
  const list = async (args) => JSON.parse((await podman([...args, '--format', 'json'], env)) || '[]');
  const containers = (await list(['ps', '-a'])).filter((entry) => belongs(label(entry) ?? ''));
  const volumes = (await list(['volume', 'ls'])).filter((entry) => belongs(label(entry) ?? ''));
  const networks = (await list(['network', 'ls'])).filter((entry) => belongs(label(entry) ?? ''));
  if (containers.length) await podman(['rm', '-f', '-v', ...containers.map((entry) => entry.Id)], env);
  if (volumes.length) await podman(['volume', 'rm', '-f', ...volumes.map((entry) => entry.Name)], env);
  if (networks.length) await podman(['network', 'rm', '-f', ...networks.map((entry) => entry.name ?? entry.Name)], env);
  return [...new Set([...containers, ...volumes, ...networks].map(label))];
}

/**
 * What names a compose project's networks in netavark's iptables rules: the address prefix of each /24 (`10.89.3.`;
 * the subnet docker-compose.yml gives its default network, and those podman picks for the others) and each bridge's
 * interface (`podman3`: the rules isolating an internal network name it instead of addresses).
 */
export async function projectNetworkMarks(env, project) {
  const networks = JSON.parse(
    (await podman(['network', 'ls', '--filter', `label=com.docker.compose.project=${project}`, '--format', 'json'], env)) || '[]',
  );
  return networks
    .flatMap((network) => [
      ...(network.subnets ?? []).map(({ subnet }) => /^(\d+\.\d+\.\d+\.)0\/24$/.exec(subnet)?.[1]),
      network.network_interface,
    ])
    .filter(Boolean);
}

/** Whether an iptables rule names one of `marks` (projectNetworkMarks): an address under a prefix, or an interface. */
export const namesNetwork = (rule, marks) =>
  rule
    .replaceAll('"', '')
    .split(/\s+/)
    .some((word) => marks.some((mark) => (mark.endsWith('.') ? word.startsWith(mark) : word === mark)));

/** The running containers of a compose project: `{ id, name, service }`. */
export async function projectContainers(env, project) {
  const out = await podman(['ps', '--filter', `label=com.docker.compose.project=${project}`, '--format', 'json'], env);
  return JSON.parse(out || '[]').map((entry) => ({
    id: entry.Id,
    name: entry.Names[0],
    service: entry.Labels?.['com.docker.compose.service'],
  }));
}

/**
 * Podman schedules healthchecks through systemd timers, which containers here do not have: without this loop they
 * would stay "starting" and `depends_on: service_healthy` would wait forever. Runs each running container's check of
 * the project every `seconds` (a container without one answers with an error, which is ignored). The compose file's
 * own pace, 10 s, by default: faster, the cms's 30 retries would be spent before a first start with the demo content
 * ends on a machine busy with builds, and compose would give up on an "unhealthy" cms. Returns `stop`.
 */
export function runHealthchecks(env, project, seconds = 10) {
  let stopped = false;
  let round = Promise.resolve();
  const tick = async () => {
    const containers = await projectContainers(env, project).catch(() => []);
    await Promise.all(containers.map(({ id }) => podman(['healthcheck', 'run', id], env).catch(() => {})));
  };
  const timer = setInterval(() => {
    round = round.then(() => (stopped ? undefined : tick()));
  }, seconds * 1000);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
  };
}

/** The iptables rules netavark made, as `table rule` lines (its chains are named NETAVARK…). */
export async function netavarkRules() {
  const rules = [];
  for (const table of ['filter', 'nat']) {
    const { stdout } = await run('iptables', ['-t', table, '-S']).catch(() => ({ stdout: '' }));
    for (const line of stdout.split('\n')) if (/NETAVARK/i.test(line)) rules.push(`${table} ${line}`);
  }
  return rules;
}

/**
 * Removes what netavark left of the test's networks: among the rules that were not there before the run (`leftover`,
 * from netavarkRules), those naming the networks (`marks`, from projectNetworkMarks: "172.28.57.", "podman3"), then
 * each chain that appeared with the run once it is empty, with the jumps into it. What other podman users made stays.
 * Resolves with what it removed.
 */
export async function removeNetavarkRules(leftover, marks) {
  // iptables -S quotes comments: -m comment --comment "netavark firewall plugin rules".
  const parse = (line) => line.match(/"[^"]*"|\S+/g).map((word) => word.replace(/^"(.*)"$/, '$1'));
  const iptables = (table, args) =>
    run('iptables', ['-t', table, ...args]).then(
      ({ stdout }) => stdout,
      () => null,
    );
  const entries = leftover.map(parse).map(([table, ...rule]) => ({ table, rule }));
  const removed = [];
  for (const { table, rule } of entries.filter(({ rule }) => rule[0] === '-A' && namesNetwork(rule.join(' '), marks))) {
    if ((await iptables(table, ['-D', ...rule.slice(1)])) !== null) removed.push(`${table}: ${rule.join(' ')}`);
  }
  // A chain emptied may have held the only jump into another: until a pass removes nothing.
  const chains = entries.filter(({ rule }) => rule[0] === '-N').map(({ table, rule }) => ({ table, chain: rule[1] }));
  for (let again = true; again; ) {
    again = false;
    for (const { table, chain } of chains) {
      const listing = await iptables(table, ['-S', chain]);
      if (listing === null || listing.trim().split('\n').length > 1) continue;
      const everything = (await iptables(table, ['-S'])) ?? '';
      for (const jump of everything.split('\n').filter((line) => line.startsWith('-A ') && line.endsWith(` -j ${chain}`))) {
        await iptables(table, ['-D', ...parse(jump).slice(1)]);
      }
      if ((await iptables(table, ['-X', chain])) === null) continue;
      removed.push(`${table}: chain ${chain}`);
      again = true;
    }
  }
  return removed;
}

/** `podman stats` for the given containers once: `{ [name]: MB }` of resident memory. */
export async function memoryUse(env, names) {
  if (!names.length) return {};
  const out = await podman(['stats', '--no-stream', '--format', 'json', ...names], env).catch(() => '[]');
  const usage = {};
  for (const entry of JSON.parse(out || '[]')) {
    usage[entry.name] = toMb(String(entry.mem_usage).split('/')[0].trim());
  }
  return usage;
}

const UNITS = { b: 1 / 2 ** 20, kb: 1 / 1024, kib: 1 / 1024, mb: 1, mib: 1, gb: 1024, gib: 1024 };
function toMb(text) {
  const match = /^([\d.]+)\s*([a-z]+)$/i.exec(text);
  return match ? Number(match[1]) * (UNITS[match[2].toLowerCase()] ?? Number.NaN) : Number.NaN;
}
