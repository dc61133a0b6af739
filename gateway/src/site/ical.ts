import ical, { ICalCalendarMethod } from 'ical-generator';
import { SITE_NAME, type Labels, type Locale, type PublicEvent } from '@lyceum/contract';
import { allDayDates } from '@lyceum/contract/calendar';
import { plainText } from '../plain-text.js';

/** The calendar's name in a calendar program, after the site's. */
const CALENDAR_NAME: Labels = { uz: 'Tadbirlar taqvimi', en: 'Events calendar', ru: 'Календарь мероприятий' };

/** How often a subscribed calendar program should fetch the feed again (X-PUBLISHED-TTL, REFRESH-INTERVAL). */
const REFRESH_SECONDS = 3600;

/** A date (YYYY-MM-DD) as ical-generator writes a VALUE=DATE from a Date: its UTC date. */
const dateValue = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * An RFC 5545 calendar of events in one language: the feed a calendar program subscribes to (/{lang}/calendar.ics,
 * also as webcal://) or one event to download (/{lang}/calendar/{id}.ics). Each event's UID is its id and language,
 * the same in every version of the feed, so that a program updates the event instead of adding it again. Timed events
 * are in UTC (no VTIMEZONE needed: Tashkent keeps UTC+5); an all-day one is VALUE=DATE from its first day to the day
 * after its last (DTEND is exclusive).
 */
export function eventsCalendar(events: readonly PublicEvent[], locale: Locale, origin: string): string {
  const calendarUrl = `${origin}/${locale}/calendar`;
  const calendar = ical({
    name: `${CALENDAR_NAME[locale]}: ${SITE_NAME[locale]}`,
    description: SITE_NAME[locale],
    prodId: { company: new URL(origin).host, product: 'lyceum-calendar', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    url: calendarUrl,
    source: `${calendarUrl}.ics`,
    ttl: REFRESH_SECONDS,
  });
  const host = new URL(origin).hostname;
  for (const event of events) {
    const page = `${calendarUrl}/${encodeURIComponent(event.id)}`;
    const days = event.allDay ? allDayDates(event) : null;
    calendar.createEvent({
      id: `${event.id}-${locale}@${host}`,
      summary: event.title,
      // The registration link on a line of its own: calendar programs make it a link.
      description: [plainText(event.description), event.registrationUrl].filter(Boolean).join('\n\n') || null,
      location: event.place || null,
      url: page,
      ...(days
        ? { allDay: true, start: dateValue(days.first), end: dateValue(days.after) }
        : { start: new Date(event.startsAt), end: new Date(event.endsAt) }),
    });
  }
  // RFC 5545 (3.1) ends every content line with CRLF, END:VCALENDAR too; ical-generator only puts CRLF between them.
  return `${calendar.toString()}\r\n`;
}
