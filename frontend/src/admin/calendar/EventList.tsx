import { EVENT_PAGE_SIZE, eventsApi } from '../api/events';
import { EditedKindList } from '../crud/EditedKindList';
import { useUiLang } from '../messages/useUiLang';
import { formatTashkent, formatTashkentDay } from '../ui/tashkentTime';

/** The calendar's events, the coming ones (soonest first) apart from the past: title, state with its one time, start. */
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
      site={{ path: (id, site) => `/${site}/calendar/${id}`, text: texts.openOnSite }}
      halves
      empty={texts.empty}
      columns={() => [
        {
          header: texts.starts,
          cell: (event) => (
            <time dateTime={event.startsAt}>
              {event.allDay ? `${formatTashkentDay(event.startsAt, lang)} (${texts.allDay})` : formatTashkent(event.startsAt, lang)}
            </time>
          ),
        },
      ]}
    />
  );
}
