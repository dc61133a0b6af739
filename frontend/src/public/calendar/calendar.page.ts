import { isCalendarMonth } from '@lyceum/contract/calendar';
import { visitorPage, type PageContext } from '../../app/visitorPage';
import { PAGE_STRINGS } from '../../i18n/pageStrings';
import type { PageHead } from '../../ssr/head';
import { titled } from '../../ssr/pageHeads';
import { calendarReads } from './calendarReads';
import { calendarCrumb, eventHead } from './eventHead';
import { monthTitle } from './format';
import { isMonth } from './month';

/** A calendar page's head: titled by the site's strings, under the calendar, linking the language's iCal feed. */
const calendarHead =
  (key: 'calendar' | 'calendarArchive') =>
  (ctx: PageContext): PageHead => ({
    ...titled(key, key === 'calendar' ? undefined : { key: 'calendar', path: '/calendar' })(ctx),
    calendarFeed: true,
  });

/** /{lang}/calendar: a page (`?page=`) of the coming events, and the current month in Tashkent. */
export const calendarPage = visitorPage({
  id: 'calendar',
  path: 'calendar',
  reads: ({ lang, page }: PageContext) => ({ coming: calendarReads.list(lang, 'upcoming', page), month: calendarReads.month(lang) }),
  head: import.meta.env.SSR ? calendarHead('calendar') : undefined,
  component: () => import('./CalendarPage').then((module) => module.CalendarPage),
});

/**
 * /{lang}/calendar/month/{YYYY-MM}: one month's grid and its events. The month is a path segment rather than a query,
 * since a visitor page is kept by its path and `?page=` alone (docs/server-rendering.md). A month out of the site's
 * years (contract/src/calendar.ts, DATE_RANGE) is a page that is not there: a 404, like an unknown event.
 */
export const calendarMonthPage = visitorPage({
  id: 'calendarMonth',
  path: 'calendar/month/:month',
  reads: ({ lang, params }: PageContext) => ({ month: isCalendarMonth(params.month) ? calendarReads.month(lang, params.month) : null }),
  accepts: (params) => isMonth(params.month),
  head: import.meta.env.SSR
    ? ({ lang, params: { month } }: PageContext): PageHead => {
        const found = isCalendarMonth(month);
        const title = found ? `${PAGE_STRINGS.calendar[lang]}: ${monthTitle(lang, month)}` : PAGE_STRINGS.notFound[lang];
        return { title, breadcrumb: [calendarCrumb(lang), { name: title }], calendarFeed: true, ...(found ? {} : { status: 404 }) };
      }
    : undefined,
  component: () => import('./CalendarMonthPage').then((module) => module.CalendarMonthPage),
});

/** /{lang}/calendar/archive: a page (`?page=`) of the past events, the latest first. */
export const calendarArchivePage = visitorPage({
  id: 'calendarArchive',
  path: 'calendar/archive',
  reads: ({ lang, page }: PageContext) => ({ past: calendarReads.list(lang, 'past', page) }),
  head: import.meta.env.SSR ? calendarHead('calendarArchive') : undefined,
  component: () => import('./CalendarArchivePage').then((module) => module.CalendarArchivePage),
});

/** /{lang}/calendar/{id}: one event. */
export const calendarEventPage = visitorPage({
  id: 'calendarEvent',
  path: 'calendar/:id',
  reads: ({ lang, params }: PageContext) => ({ event: calendarReads.event(lang, params.id ?? '') }),
  head: import.meta.env.SSR ? (ctx, data, reads) => eventHead(ctx, data, reads.event) : undefined,
  component: () => import('./EventPage').then((module) => module.EventPage),
});
