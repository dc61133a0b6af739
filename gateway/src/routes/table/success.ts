import * as api from '@lyceum/contract';

/** A write's answer: the saved document's id. */
export const saved = { json: api.savedId };
/** An answer with nothing in it but its success. */
export const done = { json: null };
