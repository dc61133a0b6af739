/**
 * The specs' `test` and `expect`. The test machine has no way out, and its network may leave a request to another host
 * hanging rather than failing: a frame that never loads would hold a page's load event, the network's idleness and
 * axe (which waits on every frame). So the browser itself knows no host but the stack's (OFF_SITE in
 * playwright.config.ts): every request that leaves the site (the video players' and the footer map's frames, a
 * partner's page in a new tab) fails at once, in every context, a spec's own included. Not a route on each context:
 * a route sends every request of the page through Playwright's runner and turns the browser's cache off, which cost
 * the browser suite a twentieth of its processor time (docs/testing.md).
 */
export { expect, test } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
