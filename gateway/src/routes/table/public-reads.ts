import * as api from '@lyceum/contract';
import { baseKind } from '../../base-items.js';
import { listTag } from '../../cache/tags.js';
import { KIND } from '../../cms/types.js';
import { SEARCH_TAGS } from '../../search/corpus.js';
import { cached, type ApiRoute } from '../api-route.js';
import { publicBase } from '../base.js';
import { publicMedia } from '../media.js';
import { publicMenu } from '../menu.js';
import { EDITED_NEWS } from './news.js';
import { previewPage, publicPage } from '../page.js';
import { publicStaff } from '../staff.js';

/** Public reads, served from the read cache; `tags` name what a write makes stale. */
export const PUBLIC_READ_ROUTES: readonly ApiRoute[] = [
  EDITED_NEWS.publicList,
  EDITED_NEWS.publicItem,
  cached({
    path: '/api/public/search',
    summary: 'News, events and menu pages of one language that hold every word of the query, best first, the words found marked',
    query: api.publicSearchQuery,
    answer: { json: api.searchPage },
    tags: () => SEARCH_TAGS,
    load:
      ({ search }) =>
      (query) =>
        search.search(query),
  }),
  cached({
    path: '/api/public/menu',
    summary: 'The active menu items in one language',
    query: api.publicMenuQuery,
    answer: { json: api.publicMenuItem.array() },
    tags: () => [listTag(KIND['menu-item'])],
    load: publicMenu,
  }),
  cached({
    path: '/api/public/page',
    summary: "An active menu item's page in one language",
    refuses: ['PAGE_NOT_FOUND'],
    query: api.publicPageQuery,
    answer: { json: api.publicPage },
    tags: () => [listTag(KIND['menu-item']), listTag(KIND['page-text'])],
    load: publicPage,
    preview: { kind: 'page', load: previewPage },
  }),
  cached({
    path: '/api/public/base',
    summary: 'The items of one base kind (the one item of a single kind)',
    query: api.baseTypeQuery,
    answer: { json: api.publicBase },
    tags: ({ type }) => [listTag(baseKind(type).kind)],
    load: publicBase,
  }),
  cached({
    path: '/api/public/media',
    summary: "Gallery items, newest first; `lang` picks the video captions' language",
    query: api.publicMediaQuery,
    answer: { json: api.mediaPage },
    tags: () => [listTag(KIND['media-item'])],
    load: publicMedia,
  }),
  cached({
    path: '/api/public/staff',
    summary: "The leadership or the staff; `lang` picks the names' and positions' language",
    query: api.publicStaffQuery,
    answer: { json: api.person.array() },
    tags: () => [listTag(KIND.person)],
    load: publicStaff,
  }),
];
