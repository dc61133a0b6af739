/**
 * A wizard's language steps, each language named in its own words (as the language switches name them), whatever the
 * admin's. Apart from LanguageStep.tsx, so that a form's rules can walk them without loading the rich-text editor.
 */
export const LANG_STEPS = [
  { key: 'Uz', label: "O'zbekcha" },
  { key: 'En', label: 'English' },
  { key: 'Ru', label: 'Русский' },
] as const;
export type LangKey = (typeof LANG_STEPS)[number]['key'];
