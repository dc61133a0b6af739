// The types of chromium.mjs, for the TypeScript that imports it (e2e/playwright.config.ts).
export const CHROMIUM: string;
export const CLOSED_NETWORK_FLAGS: string[];
