import * as api from '@lyceum/contract';
import { news, publicNews } from '../news.js';
import { editedKindRoutes } from './edited-kinds.js';

/** News's routes as an edited kind: the visitors' list and item (among the public reads) and the admin's five (among its content). */
export const EDITED_NEWS = editedKindRoutes('news', api.newsWire, news, publicNews.list);
