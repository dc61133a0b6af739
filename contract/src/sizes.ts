/**
 * How many items each list asks for. The visitor pages' sizes are read by the server renderer too,
 * which must fetch exactly the URLs the page's hooks will ask for; the admin's are its own lists'.
 */
export const PAGE_SIZES = {
  /** The visitor news page. */
  news: 12,
  /** The visitor galleries (photos and videos). */
  gallery: 16,
  /** The latest news on the home page. */
  homeNews: 4,
  /** The coming events on the home page. */
  homeEvents: 3,
  /** The videos of the home page's video strip. */
  homeVideos: 16,
  /** The latest news beside a menu item's page. */
  pageSidebarNews: 3,
  /** The interactive services beside a news item. */
  interactiveSidebar: 5,
  /** The visitor list of official documents. */
  documents: 20,
  /** The search results page. */
  search: 10,
  /** The admin's news list. */
  adminNews: 20,
  /** The admin's gallery. */
  adminGallery: 20,
  /** The admin's trash. */
  adminTrash: 20,
  /** The admin's revision history of one item. */
  adminRevisions: 10,
  /** The admin's audit log. */
  adminAudit: 50,
} as const;

/** The API's paging: the size when none is asked for, and the most one page may hold. */
export const PAGING = { defaultSize: 20, maxSize: 100, maxPage: 1_000_000 } as const;

/** The widths of an image's stored copies, by the name of the copy (Strapi's image formats). */
export const IMAGE_FORMAT_WIDTHS = { thumbnail: 245, small: 500, medium: 750, large: 1000 } as const;
/** The widths a srcset offers (the thumbnail is for lists, not for srcset). */
export const RESPONSIVE_WIDTHS = [IMAGE_FORMAT_WIDTHS.small, IMAGE_FORMAT_WIDTHS.medium, IMAGE_FORMAT_WIDTHS.large] as const;
/** The width a srcset gives the original (uploads are scaled to at most this). */
export const ORIGINAL_WIDTH = 1920;

/** Uploads: at most 5 MB each. */
export const MAX_UPLOAD_BYTES = 5_242_880;

/** A document's file (a PDF, DOCX, XLSX or ODT): at most 20 MB. */
export const MAX_DOCUMENT_BYTES = 20_971_520;
