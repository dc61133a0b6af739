import { LOGO_PNG } from '@lyceum/contract/site';
import type { PageContext } from '../app/visitorPage';
import type { Lang } from '../i18n/lang';
import { PAGE_STRINGS, type PageStringKey } from '../i18n/pageStrings';
import type { PageHead } from './head';

/*
 * What the pages' heads share (each page module's `head`, on the server only: app/visitorPage.ts).
 */

/** The lyceum as schema.org knows it: the home page's subject, and each news item's author and publisher. */
export const lyceum = (lang: Lang, origin: string) => ({
  '@type': 'EducationalOrganization',
  name: PAGE_STRINGS.lyceumName[lang],
  url: `${origin}/${lang}`,
  // Google's rules want the logo as an ImageObject, in a format every parser reads (a PNG, not the SVG).
  logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PNG.large.path}`, width: LOGO_PNG.large.width, height: LOGO_PNG.large.height },
});

/** The head of a page titled by one of the site's strings, under an optional parent in the breadcrumb. */
export const titled =
  (key: PageStringKey, parent?: { key: PageStringKey; path?: string }) =>
  ({ lang }: PageContext): PageHead => ({
    title: PAGE_STRINGS[key][lang],
    breadcrumb: [
      ...(parent ? [{ name: PAGE_STRINGS[parent.key][lang], path: parent.path && `/${lang}${parent.path}` }] : []),
      { name: PAGE_STRINGS[key][lang] },
    ],
  });
