import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES } from '@lyceum/contract';

/** The site's languages (contract/src/locales.ts) as Strapi's locales, its default the site's. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const code of LOCALES) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name: `${LOCALE_NAMES[code]} (${code})` });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
}
