import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'uz', name: "O'zbek (uz)" },
  { code: 'en', name: 'English (en)' },
  { code: 'ru', name: 'Русский (ru)' },
];

/** The site's three languages, Uzbek the default. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
  if ((await locales.getDefaultLocale()) !== 'uz') await locales.setDefaultLocale({ code: 'uz' });
}
