import type { PageContext, PageData } from '../../app/visitorPage';
import { PAGE_STRINGS } from '../../i18n/pageStrings';
import type { Lang } from '../../i18n/lang';
import { ogImageUrl, plainText, type PageHead } from '../../ssr/head';
import { lyceum } from '../../ssr/pageHeads';
import { MAIN_COLUMN } from '../../ui/SideList';
import type { Read } from '../../api/read';
import { eventWhen } from './format';
import { tashkentIso } from '@lyceum/contract/calendar';
import { eventDays } from './month';
import type { PublicEvent } from './types';

/*
 * The calendar pages' heads: the server's alone (each page module spells `import.meta.env.SSR ? … : undefined`).
 */

/** The city the lyceum's events are in, for the address Google's event rules ask of a place. */
const TASHKENT: Record<Lang, string> = { uz: 'Toshkent', en: 'Tashkent', ru: 'Ташкент' };

/** The calendar's place in the breadcrumb. */
export const calendarCrumb = (lang: Lang) => ({ name: PAGE_STRINGS.calendar[lang], path: `/${lang}/calendar` });

/**
 * An event as schema.org's Event, by Google's rules for events (developers.google.com/search/docs/appearance/
 * structured-data/event): its name, start and end (a date alone for an all-day event; else the time with Tashkent's
 * offset), status, attendance mode, place with an address, image, description and organizer; an offer only where
 * there is a registration link, since nothing is sold.
 */
export function eventJsonLd(event: PublicEvent, lang: Lang, origin: string, description: string) {
  const [first, last] = eventDays(event);
  const organizer = lyceum(lang, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.allDay ? first : tashkentIso(event.startsAt),
    endDate: event.allDay ? last : tashkentIso(event.endsAt),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.place || organizer.name,
      address: { '@type': 'PostalAddress', addressLocality: TASHKENT[lang], addressCountry: 'UZ' },
    },
    image: [ogImageUrl(origin, event.photo || undefined)],
    description,
    inLanguage: lang,
    url: `${origin}/${lang}/calendar/${encodeURIComponent(event.id)}`,
    organizer,
    ...(event.registrationUrl
      ? { offers: { '@type': 'Offer', url: event.registrationUrl, availability: 'https://schema.org/InStock' } }
      : {}),
  };
}

/**
 * /{lang}/calendar/{id}'s head: the event's title, a description from its text (or when and where it is), its photo and
 * its JSON-LD; a 404's where there is no such event (no read: the segment names none).
 */
export function eventHead({ lang, origin }: PageContext, data: PageData, read: Read<PublicEvent> | null): PageHead {
  const event = read && data.content(read);
  const crumbs = [calendarCrumb(lang)];
  if (!event)
    return {
      title: PAGE_STRINGS.notFound[lang],
      breadcrumb: [...crumbs, { name: PAGE_STRINGS.notFound[lang] }],
      status: read ? data.status(read) : 404,
      calendarFeed: true,
    };
  const description = plainText(event.description) || [eventWhen(lang, event), event.place].filter(Boolean).join(' · ');
  return {
    title: event.title,
    description,
    image: event.photo ? { photo: event.photo, alt: event.title } : undefined,
    largest: event.photo ? { photo: event.photo, sizes: MAIN_COLUMN } : undefined,
    breadcrumb: [...crumbs, { name: event.title }],
    jsonLd: [eventJsonLd(event, lang, origin, description)],
    calendarFeed: true,
  };
}
