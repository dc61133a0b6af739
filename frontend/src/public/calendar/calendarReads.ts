import { mayNameEvent } from '@lyceum/contract/calendar';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { withQuery } from '../../api/client';
import type { Read } from '../../api/read';
import type { Paged } from '../../api/types';
import type { Lang } from '../../i18n/lang';
import type { EventMonth, PublicEvent } from './types';

const read = <T>(url: string) => url as Read<T>;

/** Events to a page of the coming list and of the archive: paged like the news. */
export const EVENTS_PAGE_SIZE = PAGE_SIZES.news;

/** The calendar's public reads (/api/public/events), spelled once for its page modules and their components. */
export const calendarReads = {
  /** Upcoming: not yet ended, soonest first; past: ended, latest first. */
  list: (lang: Lang, when: 'upcoming' | 'past', page: number, size: number = EVENTS_PAGE_SIZE) =>
    read<Paged<PublicEvent>>(withQuery('/api/public/events', { lang, when, page, size })),
  /** A month in Tashkent (YYYY-MM); without one, the current month. */
  month: (lang: Lang, month?: string) => read<EventMonth>(withQuery('/api/public/events/month', { lang, month })),
  /** None for a segment that names no event (`month`: its read would be the month's). */
  event: (lang: Lang, id: string) =>
    mayNameEvent(id) ? read<PublicEvent>(withQuery(`/api/public/events/${encodeURIComponent(id)}`, { lang })) : null,
};
