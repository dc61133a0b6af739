/** SPEC.md section 9: toasts close after 5000 ms, top right. */
export const TOAST = { position: 'top-right', autoClose: 5000 } as const;
