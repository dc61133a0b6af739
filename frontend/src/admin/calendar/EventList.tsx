import { EVENT_PAGE_SIZE, eventsApi } from '../api/events';
import { EditedKindList } from '../crud/EditedKindList';
import { useUiLang } from '../messages/useUiLang';
import { StatusBadge } from '../ui/StatusBadge';
import { formatTashkent, formatTashkentDay } from '../ui/tashkentTime';

/** The calendar's events: title, start (Tashkent time), status and scheduled publication. */
export function EventList() {
  const { lang, t } = useUiLang();
  const texts = t.calendar;
  return (
    <EditedKindList
      kind="event"
      api={eventsApi}
      pageSize={EVENT_PAGE_SIZE}
      title={texts.title}
      create={texts.create}
      path="/protected/calendar"
      site={(event) => ({ to: `/uz/calendar/${event.id}`, label: texts.openOnSite(event.titleUz) })}
      empty={texts.empty}
      columns={() => [
        { header: texts.heading, content: true, cell: (event) => event.titleUz },
        {
          header: texts.starts,
          cell: (event) => (
            <time dateTime={event.startsAt}>
              {event.allDay ? `${formatTashkentDay(event.startsAt, lang)} (${texts.allDay})` : formatTashkent(event.startsAt, lang)}
            </time>
          ),
        },
        {
          header: texts.status,
          cell: (event) => (event.status === 'published' ? texts.published : <StatusBadge status={event.status} />),
        },
        {
          header: texts.scheduled,
          cell: (event) =>
            event.scheduledAt ? <time dateTime={event.scheduledAt}>{formatTashkent(event.scheduledAt, lang)}</time> : texts.notScheduled,
        },
      ]}
    />
  );
}
