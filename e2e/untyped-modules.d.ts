// The validators that ship no types of their own: validators.ts types the parts it uses where it imports them.
declare module 'structured-data-testing-tool';
declare module 'structured-data-testing-tool/presets.js';
declare module 'structured-data-testing-tool/lib/schemas.js';
declare module '@adobe/structured-data-validator';
declare module '@marbec/web-auto-extractor';
