import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { publicReads } from '../../api/public';
import { visitorPage, type PageContext, type PageData } from '../../app/visitorPage';
import { PAGE_STRINGS } from '../../i18n/pageStrings';
import { plainText, type PageHead } from '../../ssr/head';
import { MAIN_COLUMN } from '../../ui/SideList';
import { isPageGroup } from '../layout/menuGroups';

const reads = ({ lang, params }: PageContext) => ({
  page: publicReads.page(lang, params.menu ?? '', params.url ?? ''),
  news: publicReads.newsList(lang, 0, PAGE_SIZES.pageSidebarNews),
});

function head({ lang, params }: PageContext, data: PageData, read: ReturnType<typeof reads>): PageHead {
  const page = data.content(read.page);
  const group = { name: PAGE_STRINGS[isPageGroup(params.menu) ? params.menu : 'home'][lang] };
  if (!page)
    return {
      title: PAGE_STRINGS.notFound[lang],
      breadcrumb: [group, { name: PAGE_STRINGS.notFound[lang] }],
      status: data.status(read.page),
    };
  const title = page.title || page.name;
  return {
    title,
    description: plainText(page.text) || undefined,
    type: 'article',
    image: page.photo ? { photo: page.photo, alt: title } : undefined,
    largest: page.photo ? { photo: page.photo, sizes: MAIN_COLUMN } : undefined,
    breadcrumb: [group, { name: page.name }],
  };
}
/** /{lang}/{group}/{url}: a menu page of one of the groups whose items are pages, and the latest news beside it. */
export const genericPage = visitorPage({
  id: 'generic',
  path: ':menu/:url',
  reads,
  accepts: ({ menu }) => isPageGroup(menu),
  head: import.meta.env.SSR ? head : undefined,
  component: () => import('./GenericPage').then((module) => module.GenericPage),
});
