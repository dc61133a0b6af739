/**
 * Characters no page can show and not every database can store: NUL (PostgreSQL refuses it in text), lone surrogates
 * (no UTF-8 for them), and the other controls and noncharacters HTML forbids in a document. Tab, line feed, form feed
 * and carriage return are text.
 */
const UNSHOWABLE = /(?![\t\n\f\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;

/** Text with each unshowable character replaced by U+FFFD, as a browser shows a byte it cannot decode. */
export const wellFormed = (text: string): string => text.replace(UNSHOWABLE, '\uFFFD');

/** A JSON.parse reviver: every string of a request body well formed before any rule reads it. */
export const wellFormedStrings = (_key: string, value: unknown): unknown => (typeof value === 'string' ? wellFormed(value) : value);
