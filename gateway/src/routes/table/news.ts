import * as api from '@lyceum/contract';
import { news } from '../news.js';
import { editedKindRoutes } from './edited-kinds.js';

/** News's routes as an edited kind: the visitors' item (among the public reads) and the admin's five (among its content). */
export const EDITED_NEWS = editedKindRoutes({
  kind: 'news',
  words: { a: 'a news item', one: 'news item', many: 'News' },
  schemas: {
    publicQuery: api.publicNewsItemQuery,
    publicItem: api.publicNewsItem,
    adminPage: api.adminNewsPage,
    adminItem: api.adminNewsItem,
    body: api.newsBody,
    updateBody: api.newsUpdateBody,
  },
  handlers: news,
});
