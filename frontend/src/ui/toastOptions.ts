/** Toasts close by themselves after 5 s, top right: long enough to read, out of the content's way. */
export const TOAST = { position: 'top-right', autoClose: 5000 } as const;
