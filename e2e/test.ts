import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

/** The stack under test: every other host is outside. */
const SITE_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The test machine has no way out, and its network may leave a request to another host hanging rather than failing:
 * a frame that never loads holds a page's load event, the network's idleness and axe (which waits on every frame),
 * and Chromium closes an open confirm dialog when a frame's error page commits. So every request that leaves the site
 * (the video players' and the footer map's frames, a partner's page in a new tab) gets a blank page at once, and any
 * other resource fails at once. Specs import `test` from here, never from '@playwright/test', and call this on each
 * context they make themselves.
 */
export const stubOutside = (context: BrowserContext) =>
  context.route(
    (url) => !SITE_HOSTS.has(url.hostname),
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title>' })
        : route.abort('internetdisconnected'),
  );

export const test = base.extend({
  context: async ({ context }, use) => {
    await stubOutside(context);
    await use(context);
  },
});
