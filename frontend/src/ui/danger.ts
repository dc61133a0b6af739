/**
 * The red of errors and destructive actions, AA on white: the admin's and the reception's forms'. Apart from the theme,
 * which every visitor page loads, so that pages without a form do not carry it.
 */
export const DANGER = '#a4161a';
