import { useNavigate } from 'react-router-dom';
import { AddIcon, CancelScheduleIcon, OpenOnSiteIcon, PreviewIcon } from '../../ui/icons';
import { EVENT_PAGE_SIZE, eventsApi, type AdminEvent } from '../api/events';
import { useFailureText } from '../api/hooks';
import { confirmAndDelete } from '../crud/confirmAndDelete';
import { usePagedList } from '../crud/usePagedList';
import { useUiLang } from '../messages/useUiLang';
import { DataTable } from '../ui/DataTable';
import { HistoryLink } from '../ui/HistoryLink';
import { IconAction, IconLink } from '../ui/IconButton';
import { Row } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { ListPager, RowActions } from '../ui/parts';
import { StatusBadge } from '../ui/StatusBadge';
import { formatTashkent, formatTashkentDay } from '../ui/tashkentTime';
import { usePreview } from '../ui/usePreview';
import { useSchedule } from '../ui/useSchedule';

/** The calendar's events: title, start (Tashkent time), status, scheduled publication, and what can be done to each. */
export function EventList() {
  const navigate = useNavigate();
  const preview = usePreview();
  const schedule = useSchedule();
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
              <Row>
                <RowActions
                  name={event.titleUz}
                  onEdit={() => navigate(`/protected/calendar/create/${event.id}`)}
                  onDelete={() => remove(event)}
                />
                {event.scheduledAt && (
                  <IconAction
                    label={`${t.schedule.cancel}: ${event.titleUz}`}
                    Icon={CancelScheduleIcon}
                    onClick={() => void schedule.cancel('event', event.id).then(() => mutate())}
                  />
                )}
                <HistoryLink kind="event" id={event.id} name={event.titleUz} />
                <IconAction label={`${t.preview.open}: ${event.titleUz}`} Icon={PreviewIcon} onClick={() => preview('event', event.id)} />
                {event.status !== 'draft' && (
                  <IconLink label={texts.openOnSite(event.titleUz)} Icon={OpenOnSiteIcon} to={`/uz/calendar/${event.id}`} newTab />
                )}
              </Row>
            ),
          },
        ]}
      />
      <ListPager page={page} pages={pages} onChange={setPage} />
    </>
  );
}
