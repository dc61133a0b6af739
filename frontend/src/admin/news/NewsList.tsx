import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { newsApi } from '../api/news';
import { EditedKindList } from '../crud/EditedKindList';
import { useUiLang } from '../messages/useUiLang';
import { ScheduledBadge, StatusBadge } from '../ui/StatusBadge';
import { formatTashkent } from '../ui/tashkentTime';
import { TelegramCell } from './TelegramCell';

/** The news: title with its status, publication time (Tashkent), type and Telegram post. */
export function NewsList() {
  const { lang, t } = useUiLang();
  return (
    <EditedKindList
      kind="news"
      api={newsApi}
      pageSize={PAGE_SIZES.adminNews}
      title={t.news.title}
      create={t.news.create}
      path="/protected/news"
      site={(news) => ({ to: `/uz/news/${news.id}`, label: t.news.openOnSite(news.titleUz) })}
      columns={(refresh) => [
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
          cell: (news) => <TelegramCell id={news.id} name={news.titleUz} state={news.telegram} onChange={refresh} />,
        },
      ]}
    />
  );
}
