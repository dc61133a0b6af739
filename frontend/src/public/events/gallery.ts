/** SPEC.md section 9: the public gallery shows 16 items a page. */
export const GALLERY_PAGE_SIZE = 16;
