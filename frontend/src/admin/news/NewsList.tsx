import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useNavigate } from 'react-router-dom';
import { AddIcon, CancelScheduleIcon, OpenOnSiteIcon, PreviewIcon } from '../../ui/icons';
import { useFailureText } from '../api/hooks';
import { newsApi, type AdminNews } from '../api/news';
import { confirmAndDelete } from '../crud/confirmAndDelete';
import { usePagedList } from '../crud/usePagedList';
import { DataTable } from '../ui/DataTable';
import { Row } from '../ui/kit';
import { HistoryLink } from '../ui/HistoryLink';
import { IconAction, IconLink } from '../ui/IconButton';
import { ListPager, RowActions } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { ScheduledBadge, StatusBadge } from '../ui/StatusBadge';
import { useSchedule } from '../ui/useSchedule';
import { usePreview } from '../ui/usePreview';
import { useUiLang } from '../messages/useUiLang';
import { formatTashkent } from '../ui/tashkentTime';
import { TelegramCell } from './TelegramCell';

export function NewsList() {
  const navigate = useNavigate();
  const preview = usePreview();
  const schedule = useSchedule();
  const { lang, t } = useUiLang();
  const { data, page, setPage, pages, afterRemove, mutate } = usePagedList(newsApi.page, PAGE_SIZES.adminNews, useFailureText());

  const remove = (news: AdminNews) =>
    confirmAndDelete(lang, { confirm: t.news.confirmDelete, deleted: t.crud.deleted }, () => newsApi.remove(news.id), afterRemove);

  return (
    <>
      <PageHeader title={t.news.title} link={{ to: '/protected/news/create', label: t.news.create, Icon: AddIcon }} />
      <DataTable
        items={data?.content}
        columns={[
          { header: '#', cell: (_news, index) => page * PAGE_SIZES.adminNews + index + 1 },
          {
            header: t.news.heading,
            cell: (news) => (
              <>
                <span data-content>{news.titleUz}</span>
                <StatusBadge status={news.status} />
                <ScheduledBadge at={news.scheduledAt} />
              </>
            ),
          },
          {
            header: t.news.published,
            cell: (news) => <time dateTime={news.publishedTime}>{formatTashkent(news.publishedTime, lang)}</time>,
          },
          { header: t.news.type, content: true, cell: (news) => news.type },
          {
            header: t.telegram.column,
            cell: (news) => <TelegramCell id={news.id} name={news.titleUz} state={news.telegram} onChange={() => void mutate()} />,
          },
          {
            header: t.crud.actions,
            cell: (news) => (
              <Row>
                <RowActions
                  name={news.titleUz}
                  onEdit={() => navigate(`/protected/news/create/${news.id}`)}
                  onDelete={() => remove(news)}
                />
                {news.scheduledAt && (
                  <IconAction
                    label={`${t.schedule.cancel}: ${news.titleUz}`}
                    Icon={CancelScheduleIcon}
                    onClick={() => void schedule.cancel('news', news.id).then(() => mutate())}
                  />
                )}
                <HistoryLink kind="news" id={news.id} name={news.titleUz} />
                <IconAction label={`${t.preview.open}: ${news.titleUz}`} Icon={PreviewIcon} onClick={() => preview('news', news.id)} />
                {news.status !== 'draft' && (
                  <IconLink label={t.news.openOnSite(news.titleUz)} Icon={OpenOnSiteIcon} to={`/uz/news/${news.id}`} newTab />
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
