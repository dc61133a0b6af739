/**
 * A section's admin texts in the admin's three languages: the Uzbek table gives the shape, and the English and Russian
 * ones must hold the same keys (`Texts<typeof section>` names it).
 */
export const inLanguages = <T>(texts: { uz: T; en: NoInfer<T>; ru: NoInfer<T> }) => texts;

/** The texts of one language of a section made with `inLanguages`. */
export type Texts<S extends { uz: unknown }> = S['uz'];
