import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { itemsOf } from '../../api/contentItems';
import { publicReads } from '../../api/public';
import type { CarouselData, Contact, Translations } from '../../api/types';
import { visitorPage, type PageContext, type PageData } from '../../app/visitorPage';
import { PAGE_STRINGS } from '../../i18n/pageStrings';
import { plainText, type PageHead } from '../../ssr/head';
import { lyceum } from '../../ssr/pageHeads';
import { calendarReads } from '../calendar/calendarReads';
import { layoutReads } from '../layout/layoutReads';

const reads = ({ lang }: PageContext) => ({
  partners: publicReads.base('PARTNER'),
  carousel: publicReads.base('CAROUSEL'),
  shortInfo: publicReads.base('SHORT_INFO'),
  directions: publicReads.base('DIRECTION'),
  videos: publicReads.media(lang, 'VIDEO_GALLERY', 0, PAGE_SIZES.homeVideos),
  news: publicReads.newsList(lang, 0, PAGE_SIZES.homeNews),
  events: calendarReads.list(lang, 'upcoming', 0, PAGE_SIZES.homeEvents),
});

function head({ lang, origin }: PageContext, data: PageData, page: ReturnType<typeof reads>): PageHead {
  const slide = itemsOf<CarouselData>(data.content(page.carousel) ?? [])[0];
  const info = itemsOf<Translations>(data.content(page.shortInfo) ?? null)[0]?.[lang];
  const contact = itemsOf<Contact>(data.content(layoutReads(lang).contact) ?? null)[0] ?? {};
  const links = [contact.tg, contact.ig, contact.yt, contact.fc, contact.tw].filter((link): link is string => Boolean(link));
  return {
    description: info ? plainText(info) : undefined,
    image: slide && { photo: slide.photo, alt: slide.quote?.[lang] || PAGE_STRINGS.lyceumName[lang] },
    largest: slide && { photo: slide.photo, sizes: '100vw' },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        ...lyceum(lang, origin),
        ...(contact.phone ? { telephone: contact.phone } : {}),
        ...(contact.email ? { email: contact.email } : {}),
        ...(links.length ? { sameAs: links } : {}),
      },
    ],
  };
}

export const homePage = visitorPage({
  id: 'home',
  path: null,
  reads,
  head: import.meta.env.SSR ? head : undefined,
  component: () => import('./Home').then((module) => module.Home),
});
