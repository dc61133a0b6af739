import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CLOSED_NETWORK_FLAGS } from '../scripts/lib/chromium.mjs';

const port = process.env.E2E_PORT ?? '18080';
export const BASE_URL = `http://127.0.0.1:${port}`;

/**
 * The browser knows no host but the stack's, and no proxy named in the environment resolves one for it. The test
 * machine has no way out, and its network may leave a request to another host hanging rather than failing: a frame
 * that never loads would hold a page's load event, the network's idleness and axe (which waits on every frame). So
 * every request that leaves the site (the video players' and the footer map's frames, a partner's page in a new tab)
 * fails at once, in every context, a spec's own included. Not a route on each context: a route sends every request
 * of the page through Playwright's runner and turns the browser's cache off, which cost the browser suite a twentieth
 * of its processor time (docs/testing.md).
 */
const OFF_SITE = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost', '--no-proxy-server'];

/** Debian's Chromium, no browser download; the flags keep it off the closed network. */
export default defineConfig({
  testDir: '.',
  // Room for a CI machine busier than this one (CI has run the whole suite at half this machine's speed): a wait
  // that ends does so at once, so only a test that would fail anyway takes longer.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The list as the run goes; the HTML report keeps each test's attachments (the screenshots specs attach) to look at.
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CLOSED_NETWORK_FLAGS, ...OFF_SITE],
    },
    // The site's service worker would stand between a spec's routes and the page: only the offline spec lets it run.
    serviceWorkers: 'block',
    // One browser context per worker, reset between tests (cookies, storage, cache, routes, pages, viewport), not one
    // per test: a new context starts a new renderer, which cost Chromium about a second of processor time per test
    // (docs/testing.md). What the reset leaves, a test puts back itself: permissions granted, the network cut.
    reuseContext: true,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The admin specs change content the public specs read: they run after them, never beside them.
  projects: [
    { name: 'public', testDir: './public', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    {
      name: 'admin',
      testDir: './admin',
      dependencies: ['public'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/stack/e2e-stack.mjs',
    cwd: '..',
    url: `${BASE_URL}/readyz`,
    timeout: 240_000,
    // E2E_REUSE=1: the specs run against a stack already up on E2E_PORT (the inner loop, docs/testing.md).
    reuseExistingServer: process.env.E2E_REUSE === '1',
    // The stack stops when this run ends, however it ends (a killed run does not stop its web server).
    env: { E2E_PORT: port, E2E_CMS_PORT: process.env.E2E_CMS_PORT ?? '18337', E2E_OWNER_PID: String(process.pid) },
  },
  outputDir: '../test-results',
});
