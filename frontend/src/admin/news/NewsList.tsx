import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useNavigate } from 'react-router-dom';
import { AddIcon, CancelScheduleIcon, OpenOnSiteIcon, PreviewIcon } from '../../ui/icons';
import { serverWords } from '../api/hooks';
import { newsApi, type AdminNews } from '../api/news';
import { confirmAndDelete } from '../crud/confirmAndDelete';
import { usePagedList } from '../crud/usePagedList';
import { uz } from '../messages/uz';
import { Row, Table } from '../ui/kit';
import { HistoryLink } from '../ui/HistoryLink';
import { IconAction, IconLink, ListPager, RowActions } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { ScheduledBadge, StatusBadge } from '../ui/StatusBadge';
import { useSchedule } from '../ui/useSchedule';
import { usePreview } from '../ui/usePreview';
import { useUiLang } from '../messages/useUiLang';
import { toLocalInput } from '../ui/wizard';

export function NewsList() {
  const navigate = useNavigate();
  const preview = usePreview();
  const schedule = useSchedule();
  const { t } = useUiLang();
  const { data, page, setPage, pages, afterRemove, mutate } = usePagedList(newsApi.page, PAGE_SIZES.adminNews, serverWords);

  const remove = (news: AdminNews) =>
    confirmAndDelete({ confirm: uz.news.confirmDelete, deleted: uz.crud.deleted }, () => newsApi.remove(news.id), afterRemove);

  return (
    <>
      <PageHeader title="Yangiliklar" link={{ to: '/protected/news/create', label: "Yangilik qo'shish", Icon: AddIcon }} />
      <Table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Sarlavha</th>
            <th scope="col">Chop etilgan</th>
            <th scope="col">Turi</th>
            <th scope="col">{uz.crud.actions}</th>
          </tr>
        </thead>
        <tbody>
          {data?.content.map((news, index) => (
            <tr key={news.id}>
              <td>{page * PAGE_SIZES.adminNews + index + 1}</td>
              <td>
                {news.titleUz}
                <StatusBadge status={news.status} />
                <ScheduledBadge at={news.scheduledAt} />
              </td>
              <td>
                <input
                  type="datetime-local"
                  readOnly
                  value={toLocalInput(news.publishedTime)}
                  aria-label={`Chop etilgan: ${news.titleUz}`}
                />
              </td>
              <td>{news.type}</td>
              <td>
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
                    <IconLink label={`To'liq ko'rish: ${news.titleUz}`} Icon={OpenOnSiteIcon} to={`/uz/news/${news.id}`} newTab />
                  )}
                </Row>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ListPager page={page} pages={pages} onChange={setPage} />
    </>
  );
}
