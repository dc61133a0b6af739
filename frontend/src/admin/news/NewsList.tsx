import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { adminRequest } from '../api/client';
import { useAdmin, type Paged } from '../api/hooks';
import { IconButton, Row, Table } from '../ui/kit';
import { ListPager, confirmAndDelete } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { toLocalInput } from '../ui/wizard';
import type { AdminNews } from './newsForm';

export const CONFIRM_NEWS_DELETE = "Ma'lumot o`chirilsinmi?";
/** SPEC.md section 9: admin lists default to page 0, size 20, newest first. */
const NEWS_PAGE_SIZE = 20;

export function NewsList() {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const { data, mutate } = useAdmin<Paged<AdminNews>>(
    `/api/v1/blog?page=${page}&size=${NEWS_PAGE_SIZE}&direction=DESC`,
    (message) => message,
  );
  const pages = data ? Math.max(1, Math.ceil(data.totalElements / NEWS_PAGE_SIZE)) : 1;

  const remove = (news: AdminNews) =>
    confirmAndDelete(
      { confirm: CONFIRM_NEWS_DELETE, deleted: "O'chirildi" },
      () => adminRequest('DELETE', `/api/v1/blog/${news.id}`),
      async () => {
        if (data && data.content.length === 1 && page > 0) setPage(page - 1);
        await mutate();
      },
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
            <th scope="col">Amallar</th>
          </tr>
        </thead>
        <tbody>
          {data?.content.map((news, index) => (
            <tr key={news.id}>
              <td>{page * NEWS_PAGE_SIZE + index + 1}</td>
              <td>{news.titleUz}</td>
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
                    aria-label={`Tahrirlash: ${news.titleUz}`}
                  >
                    ✎
                  </IconButton>
                  <IconButton type="button" onClick={() => remove(news)} aria-label={`O'chirish: ${news.titleUz}`}>
                    ✕
                  </IconButton>
                  <Link
                    to={`/uz/news/${news.id}`}
                    target="_blank"
                    aria-label={`To'liq ko'rish: ${news.titleUz}`}
                    style={{ padding: '0.4rem' }}
                  >
                    ⛶
                  </Link>
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
