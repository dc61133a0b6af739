/** What a server refusal names besides its code (the menu and address a restore collides with, say). */
export type ErrorDetails = Readonly<Partial<Record<string, string>>>;

/** A refusal's text: fixed, or made from what the refusal names. */
export type ErrorSaying = string | ((details: ErrorDetails) => string);
