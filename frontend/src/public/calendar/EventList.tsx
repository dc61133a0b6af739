import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Lang } from '../../i18n/lang';
import { theme } from '../../ui/theme';
import { eventWhen } from './format';
import { tashkentIso } from '@lyceum/contract/calendar';
import { eventDays } from './month';
import type { PublicEvent } from './types';
import { TEXT } from './words';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1rem 0;
  display: grid;
  gap: 0.75rem;
  li {
    padding: 0.75rem 1rem;
    border: 1px solid ${theme.border};
    border-left: 4px solid ${theme.green};
    border-radius: 6px;
    background: #fff;
  }
  h2,
  h3,
  h4 {
    margin: 0.25rem 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.muted};
    overflow-wrap: anywhere;
  }
`;

/** The machine-readable start of an event: its first date when it lasts all day, else its time in Tashkent. */
export const eventStart = (event: PublicEvent) => (event.allDay ? eventDays(event)[0] : tashkentIso(event.startsAt));

/** When an event is, as a line: its date and hours in Tashkent, or its dates and "all day". */
export function EventTime({ event, lang }: { event: PublicEvent; lang: Lang }) {
  return (
    <>
      <time dateTime={eventStart(event)}>{eventWhen(lang, event)}</time>
      {event.allDay && `, ${TEXT.allDay[lang]}`}
    </>
  );
}

interface Props {
  events: PublicEvent[];
  lang: Lang;
  /** The titles' heading level: one below the section's heading. */
  level: 2 | 3 | 4;
  'data-testid'?: string;
}

/** Events as a list: each one's date and time (or "all day"), its title linking to its page, and its place. */
export function EventList({ events, lang, level, 'data-testid': testId }: Props) {
  const Heading = `h${level}` as const;
  if (events.length === 0) return null;
  return (
    <List data-testid={testId}>
      {events.map((event) => (
        <li key={event.id}>
          <p>
            <EventTime event={event} lang={lang} />
          </p>
          <Heading>
            <Link to={`/${lang}/calendar/${encodeURIComponent(event.id)}`}>{event.title}</Link>
          </Heading>
          {event.place && <p>{event.place}</p>}
        </li>
      ))}
    </List>
  );
}
