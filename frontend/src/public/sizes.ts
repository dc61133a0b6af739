/**
 * SPEC.md section 9's list sizes of the visitor pages, in one eagerly loaded module: the pages
 * (lazy chunks) and the route table (app/routes.tsx, which names each page's reads) share them.
 */
/** The news page lists 12 items. */
export const NEWS_PAGE_SIZE = 12;
/** The public gallery shows 16 items a page. */
export const GALLERY_PAGE_SIZE = 16;
/** The generic page's sidebar shows the latest 3 news. */
export const PAGE_SIDEBAR_NEWS = 3;
/** At most 5 interactive services beside a news item. */
export const INTERACTIVE_SIDEBAR = 5;
