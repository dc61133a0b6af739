import { AddIcon } from '../../ui/icons';
import { EVENT_PAGE_SIZE, eventsApi, type AdminEvent } from '../api/events';
import { useFailureText } from '../api/hooks';
import { confirmAndDelete } from '../crud/confirmAndDelete';
import { EditedItemActions } from '../crud/EditedItemActions';
import { usePagedList } from '../crud/usePagedList';
import { useUiLang } from '../messages/useUiLang';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { ListPager } from '../ui/parts';
import { StatusBadge } from '../ui/StatusBadge';
import { formatTashkent, formatTashkentDay } from '../ui/tashkentTime';

/** The calendar's events: title, start (Tashkent time), status, scheduled publication, and what can be done to each. */
export function EventList() {
  const { lang, t } = useUiLang();
  const texts = t.calendar;
  const { data, page, setPage, pages, afterRemove, mutate } = usePagedList(eventsApi.page, EVENT_PAGE_SIZE, useFailureText());

  // The news list's confirm: a deleted event waits in the trash as a news item does.
  const remove = (event: AdminEvent) =>
    confirmAndDelete(lang, { confirm: t.news.confirmDelete, deleted: t.crud.deleted }, () => eventsApi.remove(event.id), afterRemove);

  return (
    <>
      <PageHeader title={texts.title} link={{ to: '/protected/calendar/create', label: texts.create, Icon: AddIcon }} />
      <DataTable
        items={data?.content}
        empty={texts.empty}
        columns={[
          { header: '#', cell: (_event, index) => page * EVENT_PAGE_SIZE + index + 1 },
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
          {
            header: t.crud.actions,
            cell: (event) => (
              <EditedItemActions
                kind="event"
                item={event}
                editPath={`/protected/calendar/create/${event.id}`}
                site={{ to: `/uz/calendar/${event.id}`, label: texts.openOnSite(event.titleUz) }}
                onDelete={() => remove(event)}
                onChange={() => mutate()}
              />
            ),
          },
        ]}
      />
      <ListPager page={page} pages={pages} onChange={setPage} />
    </>
  );
}
