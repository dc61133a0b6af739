/** Debian's Chromium (CHROMIUM_PATH or CHROME_PATH name another): the browser of the measuring scripts and the browser tests. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * How every headless Chromium here is started: as root without a sandbox, and without its own background traffic
 * (updates, sync, first-run checks), which on a closed network would only fail, many connections at a time.
 */
export const CLOSED_NETWORK_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
