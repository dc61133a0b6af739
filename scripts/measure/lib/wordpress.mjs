import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, isAlive, waitUntilUp } from '../../lib/processes.mjs';

/**
 * The peer: a bare WordPress from Debian's packages, served by nginx and PHP-FPM on 127.0.0.1, its database in the
 * machine's MariaDB, with content like the site's demo (30 posts, each with a 1200×800 JPEG featured image, and a few
 * pages). Setting it up again while it is up (kept with --keep) only points it at its address again. Needs root:
 * apt-get, MariaDB's root socket, /etc/wordpress.
 */

const PACKAGES = ['wordpress', 'php-fpm', 'php-mysql', 'php-gd', 'nginx'];
const HOST = '127.0.0.1';
/** Debian's wp-config.php reads the configuration named after the request's host (its port dropped). */
const CONFIG_FILE = `/etc/wordpress/config-${HOST}.php`;
const MARKER = 'The peer WordPress of scripts/measure/peer.mjs';
const DATABASE = 'lyceum_peer';
const DATABASE_USER = 'lyceum_peer';
/** The peer's uploads in a folder of their own, so that tearing it down removes them and nothing else. */
const UPLOADS = '/var/lib/wordpress/wp-content/uploads/lyceum-peer';
/** Where the peer's nginx keeps its configuration, pid, logs, temporary files and cache, and what the peer started. */
const RUN_DIR = path.join(os.tmpdir(), 'lyceum-peer-wordpress');
const STATE_FILE = path.join(RUN_DIR, 'state.json');
const POSTS = 30;

const run = (command, args, options = {}) => execFileSync(command, args, { encoding: 'utf8', ...options });

/** Installs the packages that are missing (quick when none is). */
function ensurePackages() {
  const missing = PACKAGES.filter((name) => {
    try {
      return !run('dpkg-query', ['-W', '-f=${Status}', name], { stdio: ['ignore', 'pipe', 'ignore'] }).includes('install ok installed');
    } catch {
      return true;
    }
  });
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(', ')}...`);
  run('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** PHP's version, which names the FPM binary and its socket (8.2 on Debian 12). */
const phpVersion = () => run('php', ['-r', 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;']).trim();

const wwwData = () => ({ uid: Number(run('id', ['-u', 'www-data'])), gid: Number(run('id', ['-g', 'www-data'])) });

/** SQL through MariaDB's root socket; on its standard input, so that a password in it never shows in the process list. */
const mariadb = (sql) => run('mariadb', ['-u', 'root'], { input: sql });

/** @returns {{ port?: number, nginxConfig?: string, fpmPid?: number }} */
const readState = () => (fs.existsSync(STATE_FILE) ? JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) : {});
const writeState = (state) => fs.writeFileSync(STATE_FILE, JSON.stringify(state));

const nginxPid = () => {
  const file = path.join(RUN_DIR, 'nginx.pid');
  const pid = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : 0;
  return pid && isAlive(pid) ? pid : null;
};

const socketAnswers = (socket) =>
  new Promise((resolve) => {
    const connection = net.connect(socket, () => {
      connection.end();
      resolve(true);
    });
    connection.on('error', () => resolve(false));
  });

/** Ends a process and waits for it to exit (SIGKILL after 10 s). */
async function stopPid(pid) {
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; isAlive(pid) && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** The configuration Debian's wp-config.php loads for requests to HOST: the database and what a closed network needs. */
function configFile(password) {
  const key = () => crypto.randomBytes(32).toString('base64');
  const keys = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  return `<?php
// ${MARKER}: removed when it is torn down.
define('DB_NAME', '${DATABASE}');
define('DB_USER', '${DATABASE_USER}');
define('DB_PASSWORD', '${password}');
define('DB_HOST', 'localhost');
${keys.map((name) => `define('${name}', '${key()}');`).join('\n')}
// The machine's network is closed: WP-Cron's loopback request and its update checks would only hold a PHP worker
// until they time out, in the middle of a measurement.
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
`;
}

/**
 * Installs WordPress once (wp_install, then the content), and every time points it at `url`. Run by the PHP CLI as
 * www-data, which owns the uploads; prints the newest post's address.
 */
const INSTALLER = String.raw`<?php
$options = json_decode($argv[1], true);
$_SERVER['HTTP_HOST'] = $options['host'];
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
// wp_install mails the new site's address to its admin, and this machine has no mail transport.
function wp_new_blog_notification() {}
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

$url = 'http://' . $options['host'];
$fresh = !is_blog_installed();
if ($fresh) wp_install('Akademik litsey', 'peer-admin', 'peer-admin@lyceum.test', true, '', wp_generate_password(24));
update_option('siteurl', $url);
update_option('home', $url);
update_option('upload_path', $options['uploads']);
update_option('upload_url_path', $url . '/wp-content/uploads/' . basename($options['uploads']));
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
flush_rewrite_rules(false);

function peer_rgb($hue, $saturation, $lightness) {
    $c = (1 - abs(2 * $lightness - 1)) * $saturation;
    $x = $c * (1 - abs(fmod($hue / 60, 2) - 1));
    $m = $lightness - $c / 2;
    $sector = [[$c, $x, 0], [$x, $c, 0], [0, $c, $x], [0, $x, $c], [$x, 0, $c], [$c, 0, $x]][intdiv((int) $hue % 360, 60)];
    return array_map(fn ($v) => (int) round(($v + $m) * 255), $sector);
}

// Drawn like the site's demo photos (cms/src/bootstrap/demo-images.ts): a diagonal gradient, a circle, a wave and a
// caption, JPEG quality 82.
function peer_image($hue, $label) {
    [$w, $h] = [1200, 800];
    $image = imagecreatetruecolor($w, $h);
    [$from, $to] = [peer_rgb($hue, 0.55, 0.38), peer_rgb(($hue + 40) % 360, 0.6, 0.62)];
    for ($i = 0; $i <= $w + $h; $i++) {
        $t = $i / ($w + $h);
        $rgb = array_map(fn ($a, $b) => (int) round($a + ($b - $a) * $t), $from, $to);
        imageline($image, $i, 0, $i - $h, $h, imagecolorallocate($image, ...$rgb));
        imageline($image, $i + 1, 0, $i + 1 - $h, $h, imagecolorallocate($image, ...$rgb));
    }
    $circle = imagecolorallocatealpha($image, ...[...peer_rgb(($hue + 180) % 360, 0.7, 0.8), 57]);
    imagefilledellipse($image, (int) ($w * 0.8), (int) ($h * 0.25), (int) ($h * 0.36), (int) ($h * 0.36), $circle);
    $wave = [];
    for ($x = 0; $x <= $w; $x += 20) array_push($wave, $x, (int) ($h * (0.72 + 0.06 * sin($x / $w * 2 * M_PI))));
    array_push($wave, $w, $h, 0, $h);
    imagefilledpolygon($image, $wave, imagecolorallocatealpha($image, ...[...peer_rgb(($hue + 90) % 360, 0.45, 0.3), 38]));
    $font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
    $size = $h / 11 * 0.75;
    $box = imagettfbbox($size, 0, $font, $label);
    imagettftext($image, $size, 0, (int) (($w - ($box[2] - $box[0])) / 2), (int) ($h * 0.48), imagecolorallocate($image, 255, 255, 255), $font, $label);
    $file = wp_tempnam('peer.jpg');
    imagejpeg($image, $file, 82);
    return $file;
}

function peer_paragraphs($sentences) {
    return implode("\n\n", array_map(fn ($text) => "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->", $sentences));
}

if ($fresh) {
    switch_theme('twentytwentythree');
    // wp_install's "Hello world!" (with its comment) and "Sample Page".
    wp_delete_post(1, true);
    wp_delete_post(2, true);
    $filler = "Litsey o'quvchilari va o'qituvchilari bu tadbirga puxta tayyorgarlik ko'rishdi. Tadbirda ota-onalar, bitiruvchilar va hamkor oliygohlar vakillari ishtirok etishdi. Batafsil ma'lumot uchun litsey ma'muriyatiga murojaat qiling.";
    $topics = [
        ['Fan olimpiadasi g\'oliblari', "O'quvchilarimiz viloyat fan olimpiadasida sovrinli o'rinlarni egallashdi."],
        ['Ochiq eshiklar kuni', "Litsey bo'lajak o'quvchilar va ularning ota-onalarini ochiq eshiklar kuniga taklif qiladi."],
        ['Kitobxonlik kuni', "Axborot-resurs markazida kitobxonlik kuni bo'lib o'tdi."],
        ['Sport musobaqalari', 'Litseylararo futbol turnirida jamoamiz finalga chiqdi.'],
        ['Laboratoriya yangilandi', "Kimyo laboratoriyasi yangi jihozlar bilan ta'minlandi."],
        ['Bitiruvchilar oliygohlarga kirdi', "Bitiruvchilarimizning 92 foizi oliy ta'lim muassasalariga qabul qilindi."],
    ];
    for ($i = 0; $i < $options['posts']; $i++) {
        [$title, $lead] = $topics[$i % count($topics)];
        $round = intdiv($i, count($topics));
        if ($round) $title .= ' (' . ($round + 1) . ')';
        $post = wp_insert_post([
            'post_title' => $title,
            'post_content' => peer_paragraphs([$lead, $filler, $filler]),
            'post_status' => 'publish',
            'post_date' => gmdate('Y-m-d H:i:s', time() - $i * 7 * DAY_IN_SECONDS),
        ], true);
        if (is_wp_error($post)) { fwrite(STDERR, $post->get_error_message() . "\n"); exit(1); }
        $attachment = media_handle_sideload(['name' => "news-$i.jpg", 'tmp_name' => peer_image(($i * 37) % 360, $title)], $post, $title);
        if (is_wp_error($attachment)) { fwrite(STDERR, $attachment->get_error_message() . "\n"); exit(1); }
        set_post_thumbnail($post, $attachment);
    }
    foreach (['Biz haqimizda', 'Qabul', 'Aloqa', 'Litsey tarixi'] as $title) {
        wp_insert_post(['post_type' => 'page', 'post_title' => $title, 'post_status' => 'publish', 'post_content' => peer_paragraphs([$filler, $filler, $filler])]);
    }
}
echo get_permalink(get_posts(['numberposts' => 1])[0]);
`;

/** nginx on HOST:port only: WordPress through PHP-FPM, gzip for HTML, CSS and JavaScript; `cached` adds a page cache. */
function nginxConfig({ port, fpmSocket, cached }) {
  const cache = cached
    ? {
        http: `fastcgi_cache_path ${RUN_DIR}/cache levels=1:2 keys_zone=wordpress:10m inactive=60m;
  fastcgi_cache_key "$scheme$request_method$host$request_uri";`,
        // The usual WordPress rules: no cache for writes, queries, the admin, or a visitor signed in or commenting.
        server: `set $skip_cache 0;
    if ($request_method = POST) { set $skip_cache 1; }
    if ($query_string != "") { set $skip_cache 1; }
    if ($request_uri ~* "/wp-admin/|/xmlrpc.php|wp-.*.php|/feed/|sitemap(_index)?.xml") { set $skip_cache 1; }
    if ($http_cookie ~* "comment_author|wordpress_[a-f0-9]+|wp-postpass|wordpress_no_cache|wordpress_logged_in") { set $skip_cache 1; }`,
        php: `fastcgi_cache wordpress;
      fastcgi_cache_valid 200 301 302 60m;
      fastcgi_cache_bypass $skip_cache;
      fastcgi_no_cache $skip_cache;
      add_header X-Cache $upstream_cache_status;`,
      }
    : { http: '', server: '', php: '' };
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${RUN_DIR}/${kind};`).join('\n  ');
  return `# ${MARKER}
user www-data;
worker_processes auto;
pid ${RUN_DIR}/nginx.pid;
error_log ${RUN_DIR}/error.log;
events { worker_connections 768; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log off;
  ${temp}
  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml;
  ${cache.http}
  server {
    listen ${HOST}:${port};
    server_name ${HOST};
    root /usr/share/wordpress;
    index index.php;
    ${cache.server}
    location ^~ /wp-content/ {
      alias /var/lib/wordpress/wp-content/;
      location ~ \\.php$ { deny all; }
    }
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      try_files $fastcgi_script_name =404;
      include /etc/nginx/fastcgi.conf;
      fastcgi_pass unix:${fpmSocket};
      ${cache.php}
    }
  }
}
`;
}

/**
 * Sets the peer up (see the module's comment) and resolves with its address and its newest post's. `cached` serves
 * it through nginx's page cache.
 * @param {{ cached?: boolean }} [options]
 */
export async function startWordPress({ cached = false } = {}) {
  ensurePackages();
  if (fs.existsSync(CONFIG_FILE) && !fs.readFileSync(CONFIG_FILE, 'utf8').includes(MARKER))
    throw new Error(`${CONFIG_FILE} exists and is not the peer's: left as it is`);
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const state = readState();
  const port = nginxPid() && state.port ? state.port : await freePort();
  writeState({ ...state, port });

  const password = crypto.randomBytes(18).toString('base64url');
  mariadb(
    `CREATE DATABASE IF NOT EXISTS ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
     CREATE USER IF NOT EXISTS '${DATABASE_USER}'@'localhost' IDENTIFIED BY '${password}';
     ALTER USER '${DATABASE_USER}'@'localhost' IDENTIFIED BY '${password}';
     GRANT ALL PRIVILEGES ON ${DATABASE}.* TO '${DATABASE_USER}'@'localhost';`,
  );
  fs.writeFileSync(CONFIG_FILE, configFile(password), { mode: 0o640 });
  fs.chownSync(CONFIG_FILE, 0, wwwData().gid);

  const version = phpVersion();
  const fpmSocket = `/run/php/php${version}-fpm.sock`;
  if (!(await socketAnswers(fpmSocket))) {
    fs.mkdirSync('/run/php', { recursive: true });
    run(`php-fpm${version}`, ['--daemonize']);
    const fpmPid = Number(fs.readFileSync(`/run/php/php${version}-fpm.pid`, 'utf8'));
    writeState({ ...readState(), fpmPid });
    for (let waited = 0; !(await socketAnswers(fpmSocket)); waited += 100) {
      if (waited > 10_000) throw new Error(`php-fpm${version} did not open ${fpmSocket}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  fs.mkdirSync(UPLOADS, { recursive: true });
  fs.chownSync(UPLOADS, wwwData().uid, wwwData().gid);
  const postUrl = run(
    'runuser',
    ['-u', 'www-data', '--', 'php', '--', JSON.stringify({ host: `${HOST}:${port}`, uploads: UPLOADS, posts: POSTS })],
    {
      input: INSTALLER,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  ).trim();

  const nginxConfigFile = path.join(RUN_DIR, 'nginx.conf');
  fs.writeFileSync(nginxConfigFile, nginxConfig({ port, fpmSocket, cached }));
  const nginx = (...args) =>
    run('nginx', ['-p', RUN_DIR, '-e', path.join(RUN_DIR, 'error.log'), '-c', nginxConfigFile, ...args], { stdio: 'pipe' });
  nginx('-t');
  if (nginxPid()) nginx('-s', 'reload');
  else nginx();
  writeState({ ...readState(), nginxConfig: nginxConfigFile });

  const base = `http://${HOST}:${port}`;
  await waitUntilUp(`${base}/`, { timeoutMs: 30_000 });
  return { base, postUrl };
}

/** Stops the nginx and the PHP-FPM the peer started, drops its database and user, removes its files. MariaDB stays up. */
export async function stopWordPress() {
  const state = readState();
  const nginx = nginxPid();
  if (nginx) await stopPid(nginx);
  // The pid file's process, unless the PHP-FPM the peer started has ended since and its pid is another process's now.
  if (state.fpmPid && isAlive(state.fpmPid) && fs.readFileSync(`/proc/${state.fpmPid}/cmdline`, 'utf8').includes('php-fpm'))
    await stopPid(state.fpmPid);
  mariadb(`DROP DATABASE IF EXISTS ${DATABASE}; DROP USER IF EXISTS '${DATABASE_USER}'@'localhost';`);
  if (fs.existsSync(CONFIG_FILE) && fs.readFileSync(CONFIG_FILE, 'utf8').includes(MARKER)) fs.rmSync(CONFIG_FILE);
  fs.rmSync(UPLOADS, { recursive: true, force: true });
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
}
