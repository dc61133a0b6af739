import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';

/**
 * The video players' frames get a blank page in every context: the test machine has no way out,
 * and its network may leave YouTube's requests hanging (the network never goes idle and axe waits
 * on the frames) or failing (Chromium closes an open confirm dialog when a frame's error page
 * commits). Specs import `test` from here, never from '@playwright/test'.
 */
export const stubVideoFrames = (context: BrowserContext) =>
  context.route(/^https:\/\/www\.youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
  );

export const test = base.extend({
  context: async ({ context }, use) => {
    await stubVideoFrames(context);
    await use(context);
  },
});
