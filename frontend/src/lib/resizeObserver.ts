/**
 * Stands in for `resize-observer-polyfill` (react-slick's dependency) in the browser build: every
 * browser the site supports has ResizeObserver, so the 8 KB polyfill would be dead weight in the
 * home page's first load.
 */
export default globalThis.ResizeObserver;
