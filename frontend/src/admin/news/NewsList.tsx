import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { Link, useNavigate } from 'react-router-dom';
import { adminRequest } from '../api/client';
import { serverWords } from '../api/hooks';
import { confirmAndDelete } from '../crud/confirmAndDelete';
import { usePagedList } from '../crud/usePagedList';
import { uz } from '../messages/uz';
import { IconButton, Row, Table } from '../ui/kit';
import { HistoryLink } from '../ui/HistoryLink';
import { ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { ScheduledBadge, StatusBadge } from '../ui/StatusBadge';
import { useSchedule } from '../ui/useSchedule';
import { usePreview } from '../ui/usePreview';
import { useUiLang } from '../messages/useUiLang';
import { toLocalInput } from '../ui/wizard';
import type { AdminNews } from './newsForm';

export function NewsList() {
  const navigate = useNavigate();
  const preview = usePreview();
  const schedule = useSchedule();
  const { t } = useUiLang();
  const { data, page, setPage, pages, afterRemove, mutate } = usePagedList<AdminNews>(
    (page) => `/api/v1/blog?page=${page}&size=${PAGE_SIZES.adminNews}&direction=DESC`,
    PAGE_SIZES.adminNews,
    serverWords,
  );

  const remove = (news: AdminNews) =>
    confirmAndDelete(
      { confirm: uz.news.confirmDelete, deleted: uz.crud.deleted },
      () => adminRequest('DELETE', `/api/v1/blog/${news.id}`),
      afterRemove,
    );

  return (
    <>
      <PageHeader title="Yangiliklar" link={{ to: '/protected/news/create', label: "Yangilik qo'shish", icon: '+' }} />
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
                  <IconButton
                    type="button"
                    onClick={() => navigate(`/protected/news/create/${news.id}`)}
                    aria-label={uz.crud.edit(news.titleUz)}
                  >
                    ✎
                  </IconButton>
                  <IconButton type="button" onClick={() => remove(news)} aria-label={uz.crud.remove(news.titleUz)}>
                    ✕
                  </IconButton>
                  {news.scheduledAt && (
                    <IconButton
                      type="button"
                      onClick={() => void schedule.cancel('news', news.id).then(() => mutate())}
                      aria-label={`${t.schedule.cancel}: ${news.titleUz}`}
                    >
                      ⏹
                    </IconButton>
                  )}
                  <HistoryLink kind="news" id={news.id} name={news.titleUz} />
                  <IconButton type="button" onClick={() => preview('news', news.id)} aria-label={`${t.preview.open}: ${news.titleUz}`}>
                    ◎
                  </IconButton>
                  {news.status !== 'draft' && (
                    <Link
                      to={`/uz/news/${news.id}`}
                      target="_blank"
                      aria-label={`To'liq ko'rish: ${news.titleUz}`}
                      style={{ padding: '0.4rem' }}
                    >
                      ⛶
                    </Link>
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
