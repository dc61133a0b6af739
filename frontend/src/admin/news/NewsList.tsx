import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { adminRequest } from '../api/client';
import { useAdmin } from '../api/hooks';
import { IconButton, Row, Table } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { toLocalInput } from '../ui/wizard';
import type { AdminNews } from './newsForm';

export const CONFIRM_NEWS_DELETE = "Ma'lumot o`chirilsinmi?";

interface Paged<T> {
  content: T[];
  totalElements: number;
}

export function NewsList() {
  const navigate = useNavigate();
  const { data, mutate } = useAdmin<Paged<AdminNews>>('/api/v1/blog?page=0&size=100&direction=DESC', (message) => message);

  const remove = async (news: AdminNews) => {
    if (!window.confirm(CONFIRM_NEWS_DELETE)) return;
    try {
      const { message } = await adminRequest('DELETE', `/api/v1/blog/${news.id}`);
      toast.success(message ?? "O'chirildi");
      await mutate();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

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
              <td>{index + 1}</td>
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
    </>
  );
}
