import type { KindName } from './kinds.js';

/**
 * Every error the API answers carries one of these codes beside its `message`: clients act on (and
 * translate) the code, never the wording. Each code's HTTP status and default message are here, in
 * one place; a server may send a more specific message (a field's rule, the url that is taken).
 */
export const ERRORS = {
  // The request itself
  /** A rule of the input; validation failures add `errors`, one message per field. */
  INVALID_REQUEST: { status: 400, message: 'Invalid request' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON' },
  BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  BODY_ENCODING_UNSUPPORTED: { status: 415, message: 'The request body is in an encoding or character set that is not supported' },
  API_ROUTE_NOT_FOUND: { status: 404, message: 'No such API route' },
  /** The content service's own rate limit. */
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests' },

  // Signing in and the account
  AUTH_REQUIRED: { status: 401, message: 'Authorization required' },
  TOKEN_INVALID: { status: 401, message: 'Invalid or expired token' },
  /** A valid token of an account that is not a lyceum admin. */
  NOT_ALLOWED: { status: 401, message: 'Not allowed' },
  LOGIN_FAILED: { status: 401, message: 'Username yoki password xato!' },
  LOGIN_THROTTLED: { status: 429, message: 'Too many failed login attempts, try again later' },
  TWO_FACTOR_REQUIRED: { status: 401, message: 'Enter the code from your authenticator app' },
  /**
   * 401 at login, like a wrong password. The signed-in admin's two-factor settings answer it as 400:
   * there the session is fine and a 401 would sign the admin out.
   */
  TWO_FACTOR_INVALID: { status: 401, message: 'The code is wrong or already used' },
  TWO_FACTOR_THROTTLED: { status: 429, message: 'Too many wrong codes, try again later' },
  TWO_FACTOR_ALREADY_ON: { status: 400, message: 'Two-factor login is already on' },
  TWO_FACTOR_NOT_SET_UP: { status: 400, message: 'Start the two-factor setup first' },
  TWO_FACTOR_NOT_ON: { status: 400, message: 'Two-factor login is not on' },
  PASSWORD_WRONG: { status: 400, message: 'The password is wrong' },
  PASSWORD_THROTTLED: { status: 429, message: 'Too many wrong current passwords, try again later' },
  /** A signed-in person whose role lacks the route's permission (contract/src/roles.ts), or an author's save that publishes. */
  FORBIDDEN: { status: 403, message: 'Your role does not allow this' },
  /** The account's role requires two-factor login and it is not on yet: only the account's own routes answer. */
  TWO_FACTOR_SETUP_REQUIRED: { status: 403, message: 'Your role requires two-factor login: turn it on first' },

  // The team (docs/security.md, "Roles")
  ACCOUNT_NOT_FOUND: { status: 404, message: 'No such account' },
  ACCOUNT_EXISTS: { status: 400, message: 'An account with this username or e-mail already exists' },
  LAST_ADMINISTRATOR: { status: 400, message: 'The last active administrator cannot be demoted or deactivated' },
  ACCOUNT_DEACTIVATED: { status: 400, message: 'The account is deactivated: activate it first' },
  /** Used, expired, replaced by a newer link, or never issued: the same answer for each. */
  INVITATION_INVALID: { status: 400, message: 'This link is not valid: it was used, it expired or a newer one replaced it' },
  INVITATION_THROTTLED: { status: 429, message: 'Too many attempts with links, try again later' },

  // Content
  /** An editor returns a draft that is not waiting for review (docs/editorial-workflow.md, "Review"). */
  REVIEW_NOT_PENDING: { status: 409, message: 'This draft is not waiting for review' },
  ITEM_NOT_FOUND: { status: 404, message: 'No such item' },
  NEWS_NOT_FOUND: { status: 404, message: 'No such news item' },
  EVENT_NOT_FOUND: { status: 404, message: 'No such event' },
  DOCUMENT_NOT_FOUND: { status: 404, message: 'No such document' },
  MENU_NOT_FOUND: { status: 404, message: 'No such menu item' },
  PAGE_NOT_FOUND: { status: 404, message: 'No such page' },
  PERSON_NOT_FOUND: { status: 404, message: 'No such person' },
  MEDIA_NOT_FOUND: { status: 404, message: 'No such media item' },
  ANNOUNCEMENT_NOT_FOUND: { status: 404, message: 'No such announcement' },
  MENU_URL_TAKEN: { status: 400, message: 'A menu item with this group and url already exists' },
  /** The document a save points to (a page text's menu item) does not exist. */
  REFERENCE_MISSING: { status: 404, message: 'The item it belongs to does not exist' },
  ITEM_EXISTS: { status: 400, message: 'This item already exists' },

  // The trash
  TRASH_ENTRY_NOT_FOUND: { status: 404, message: 'No such item in the trash' },
  TRASH_RESTORE_CONFLICT: { status: 400, message: 'A newer item has taken its place; delete that one first' },

  // Revisions
  REVISION_NOT_FOUND: { status: 404, message: 'No such revision' },

  // Files
  FILE_NOT_FOUND: { status: 404, message: 'No such file' },
  FILE_TOO_LARGE: { status: 413, message: 'The file is larger than 5 MB' },
  /** Too many pixels or animation frames to decode safely. */
  IMAGE_TOO_LARGE: { status: 413, message: 'The image is too large' },
  NOT_AN_IMAGE: { status: 415, message: 'Only PNG, GIF, JPEG or WebP images are accepted' },
  IMAGE_UNREADABLE: { status: 415, message: 'The file is not an image that can be read (damaged, truncated or not really an image)' },
  UPLOAD_UNREADABLE: { status: 400, message: 'The upload could not be read' },
  DOCUMENT_TOO_LARGE: { status: 413, message: 'The file is larger than 20 MB' },
  NOT_A_DOCUMENT: { status: 415, message: 'Only PDF, DOCX, XLSX or ODT files are accepted' },
  /** A DOCX, XLSX or ODT is a zip archive: one that cannot be unpacked whole, or unpacks to far more than it holds. */
  DOCUMENT_UNREADABLE: { status: 415, message: 'The file is damaged or is not a document that can be opened' },
  DOCUMENT_UNSAFE: { status: 415, message: 'The file unpacks to far more than its size (an archive bomb): it was not kept' },

  // The virtual reception (docs/appeals.md)
  /** The proof of work is missing, wrong, expired or used before, or the form's hidden field was filled. */
  APPEAL_CHECK_FAILED: { status: 400, message: 'The anti-robot check failed or was already used: send the form again' },
  /** A form without JavaScript sent sooner after the page was opened than a person can fill it, or without the page. */
  APPEAL_TOO_FAST: { status: 400, message: 'The form was sent too soon after it was opened: check it and send it again' },
  APPEAL_LIMITED: { status: 429, message: 'Too many appeals from this address or phone number; try again later' },
  /** A wrong number or code: the same answer for both. */
  APPEAL_NOT_FOUND: { status: 404, message: 'No appeal has this number and code' },
  APPEAL_STATUS_THROTTLED: { status: 429, message: 'Too many wrong numbers or codes, try again later' },
  APPEAL_FILE_TOO_LARGE: { status: 413, message: 'Each file must be at most 5 MB' },
  NOT_AN_APPEAL_FILE: { status: 415, message: 'Only PDF, JPEG or PNG files are accepted' },
  APPEAL_TOO_MANY_FILES: { status: 400, message: 'At most 3 files may be attached' },
  /** The CMS has no APPEALS_KEY to encrypt personal data with: nothing is stored unencrypted. */
  APPEALS_UNAVAILABLE: { status: 503, message: 'The reception cannot accept appeals right now, please try again later' },

  // The reception's inbox (docs/appeals.md, "The inbox")
  APPEAL_UNKNOWN: { status: 404, message: 'No appeal has this number' },
  APPEAL_FILE_UNKNOWN: { status: 404, message: 'The appeal has no such file' },
  APPEAL_LETTER_UNKNOWN: { status: 404, message: 'The appeal has no such letter' },
  APPEAL_OFFICER_UNKNOWN: { status: 400, message: 'This account cannot be given appeals: it is not active or not the reception' },
  APPEAL_CLOSED: { status: 409, message: 'The appeal is closed: open it again first' },
  APPEAL_ALREADY_ANSWERED: { status: 409, message: 'The appeal has been answered already' },
  APPEAL_ALREADY_EXTENDED: { status: 409, message: 'The term has been extended already; it is extended once, to a month at most' },
  APPEAL_EXTENSION_LATE: { status: 409, message: 'The term has passed: it can no longer be extended' },
  APPEAL_LETTER_SENT: { status: 409, message: 'The letter has been delivered already' },
  APPEAL_LETTER_SENDING: { status: 409, message: 'The letter is being sent; try again in a minute if it is not delivered' },
  /** Its retention period after closing passed (docs/appeals.md, "Retention"): nothing personal is left to read, export or act on. */
  APPEAL_ERASED: { status: 410, message: "The appeal's personal data has been erased after its retention period" },

  // Telegram posting (docs/telegram.md)
  TELEGRAM_KEY_MISSING: { status: 400, message: 'The bot token cannot be stored encrypted: the CMS has no ENCRYPTION_KEY' },
  /** getMe refused the token (`errors.token`). */
  TELEGRAM_TOKEN_REJECTED: { status: 400, message: 'Telegram does not accept this bot token' },
  /** getChat refused a channel (`errors.channelUz` …: Telegram's reason). */
  TELEGRAM_CHAT_UNKNOWN: { status: 400, message: 'Telegram does not know this channel, or the bot cannot see it' },
  /** The settings could not be checked with Telegram; nothing was saved. */
  TELEGRAM_UNREACHABLE: { status: 503, message: 'Telegram could not be reached to check the settings; nothing was saved' },

  // The service
  /** Strapi's own panel, for the addresses in PANEL_ALLOW only. */
  PANEL_NOT_ALLOWED: { status: 403, message: "Strapi's panel is not served to this address (see PANEL_ALLOW)" },
  CMS_UNAVAILABLE: { status: 503, message: 'The content service is unavailable, please try again shortly' },
  INTERNAL: { status: 500, message: 'Internal error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERRORS, value);

/** The 404 of an unknown document of a kind, as the admin's screens name them. */
const NOT_FOUND_BY_KIND: Partial<Record<KindName, ErrorCode>> = {
  news: 'NEWS_NOT_FOUND',
  event: 'EVENT_NOT_FOUND',
  'official-document': 'DOCUMENT_NOT_FOUND',
  'menu-item': 'MENU_NOT_FOUND',
  'page-text': 'PAGE_NOT_FOUND',
  person: 'PERSON_NOT_FOUND',
  'media-item': 'MEDIA_NOT_FOUND',
  announcement: 'ANNOUNCEMENT_NOT_FOUND',
};
export const notFoundCodeOf = (kind: KindName): ErrorCode => NOT_FOUND_BY_KIND[kind] ?? 'ITEM_NOT_FOUND';
