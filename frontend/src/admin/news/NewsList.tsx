import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { AddIcon } from '../../ui/icons';
import { useFailureText } from '../api/hooks';
import { newsApi, type AdminNews } from '../api/news';
import { confirmAndDelete } from '../crud/confirmAndDelete';
import { EditedItemActions } from '../crud/EditedItemActions';
import { usePagedList } from '../crud/usePagedList';
import { DataTable } from '../ui/DataTable';
import { ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { ScheduledBadge, StatusBadge } from '../ui/StatusBadge';
import { useUiLang } from '../messages/useUiLang';
import { formatTashkent } from '../ui/tashkentTime';
import { TelegramCell } from './TelegramCell';

export function NewsList() {
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
              <EditedItemActions
                kind="news"
                item={news}
                editPath={`/protected/news/create/${news.id}`}
                site={{ to: `/uz/news/${news.id}`, label: t.news.openOnSite(news.titleUz) }}
                onDelete={() => remove(news)}
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
