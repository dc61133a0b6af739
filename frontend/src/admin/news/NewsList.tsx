import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { newsApi } from '../api/news';
import { EditedKindList } from '../crud/EditedKindList';
import { textIn } from '../crud/ItemTitle';
import { useUiLang } from '../messages/useUiLang';
import { TelegramCell } from './TelegramCell';

/** The news: title, state with its one time (the publication time once published), type and Telegram post. */
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
      site={{ path: (id, site) => `/${site}/news/${id}`, text: t.news.openOnSite }}
      publishedTime={(news) => news.publishedTime}
      columns={(refresh) => [
        { header: t.news.type, content: true, cell: (news) => news.type },
        {
          header: t.telegram.column,
          cell: (news) => <TelegramCell id={news.id} name={textIn(news, 'title', lang).text} state={news.telegram} onChange={refresh} />,
        },
      ]}
    />
  );
}
