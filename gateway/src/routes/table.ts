import * as api from '@lyceum/contract';
import { baseKind } from '../base-items.js';
import { FILES_TAG, itemTag, listTag } from '../cache/tags.js';
import { KIND } from '../cms/types.js';
import { SEARCH_TAGS } from '../search/corpus.js';
import { docsPage, openApiJson } from './api-docs.js';
import { cached, handled, type ApiRoute } from './api-route.js';
import { attachment } from './attachment.js';
import { adminAudit } from './audit.js';
import { auth } from './auth.js';
import { adminBase, publicBase } from './base.js';
import { health } from './health.js';
import { adminMedia, publicMedia } from './media.js';
import { adminMenu, publicMenu } from './menu.js';
import { adminNews, publicNews } from './news.js';
import { ogImage } from './og-image.js';
import { adminPage, publicPage } from './page.js';
import { adminStaff, publicStaff } from './staff.js';
import { adminTrash } from './trash.js';
import { twoFactor } from './two-factor.js';

const saved = { json: api.savedId };
const done = { json: null };

/**
 * Every route of the gateway's API, in one place: app.ts mounts them (cached public reads first,
 * the rest in this order) and the OpenAPI document (/api/docs) is built from the same entries.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  // For the process supervisor.
  handled({ method: 'get', path: '/healthz', auth: 'public', summary: 'The gateway is up', answer: done, handle: health.live }),
  handled({ method: 'get', path: '/readyz', auth: 'public', summary: 'The content service answers', answer: done, handle: health.ready }),

  // Public reads, served from the read cache; `tags` name what a write makes stale.
  cached({
    path: '/api/public/news',
    summary: 'News in one language, newest first',
    query: api.publicNewsListQuery,
    answer: { json: api.publicNewsPage },
    tags: () => [listTag(KIND.news)],
    load: publicNews.list,
  }),
  cached({
    path: '/api/public/news/:id',
    summary: 'One news item in one language',
    query: api.publicNewsItemQuery,
    answer: { json: api.publicNewsItem },
    tags: (_query, params) => [itemTag(KIND.news, params.id), FILES_TAG],
    load: publicNews.item,
  }),
  cached({
    path: '/api/public/search',
    summary: 'News and menu pages of one language that hold every word of the query, best first, the words found marked',
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
    query: api.publicPageQuery,
    answer: { json: api.publicPage },
    tags: () => [listTag(KIND['menu-item']), listTag(KIND['page-text'])],
    load: publicPage,
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
    summary: 'Gallery items, newest first',
    query: api.mediaQuery,
    answer: { json: api.mediaPage },
    tags: () => [listTag(KIND['media-item'])],
    load: publicMedia,
  }),
  cached({
    path: '/api/public/staff',
    summary: 'The leadership or the staff',
    query: api.staffQuery,
    answer: { json: api.person.array() },
    tags: () => [listTag(KIND.person)],
    load: publicStaff,
  }),

  // Signing in and the account.
  handled({
    method: 'post',
    path: '/api/auth',
    auth: 'public',
    summary: 'Log in (with the two-factor code when the account has it on); answers the token',
    body: api.loginBody,
    answer: { text: 'The bearer token' },
    before: auth.loginLimits,
    handle: auth.login,
  }),
  handled({ method: 'get', path: '/api/auth', auth: 'admin', summary: 'Check the token', answer: done, handle: auth.check }),
  handled({ method: 'delete', path: '/api/auth', auth: 'admin', summary: 'Log out: end this token', answer: done, handle: auth.logout }),
  handled({
    method: 'delete',
    path: '/api/auth/sessions',
    auth: 'admin',
    summary: 'Log out everywhere: end every token of the account',
    answer: done,
    handle: auth.logoutEverywhere,
  }),
  handled({
    method: 'put',
    path: '/api/auth/password',
    auth: 'admin',
    summary: 'Change the password; answers the new token (every other session ends)',
    body: api.passwordChangeBody,
    answer: { json: api.passwordChanged },
    before: () => [auth.readJson()],
    handle: auth.changePassword,
  }),
  handled({
    method: 'get',
    path: '/api/auth/two-factor',
    auth: 'admin',
    summary: 'Whether two-factor login is on',
    answer: { json: api.twoFactorState },
    handle: twoFactor.state,
  }),
  handled({
    method: 'post',
    path: '/api/auth/two-factor/setup',
    auth: 'admin',
    summary: 'A new secret for the authenticator app',
    answer: { json: api.twoFactorSetup },
    handle: twoFactor.setup,
  }),
  handled({
    method: 'post',
    path: '/api/auth/two-factor/enable',
    auth: 'admin',
    summary: 'Turn two-factor login on with a first code; answers the recovery codes, once',
    body: api.twoFactorEnableBody,
    answer: { json: api.recoveryCodes },
    before: () => [auth.readJson()],
    handle: twoFactor.enable,
  }),
  handled({
    method: 'post',
    path: '/api/auth/two-factor/disable',
    auth: 'admin',
    summary: 'Turn two-factor login off with the password and a code',
    body: api.twoFactorDisableBody,
    answer: done,
    before: () => [auth.readJson()],
    handle: twoFactor.disable,
  }),

  // Files.
  handled({
    method: 'post',
    path: '/api/attachment',
    auth: 'admin',
    summary: 'Upload an image (re-encoded, without metadata); answers its stored name',
    form: api.attachmentForm,
    answer: { text: 'The stored file name' },
    handle: attachment.upload,
  }),
  handled({
    method: 'get',
    path: '/api/attachment/og/:name',
    auth: 'public',
    summary: 'A 1200×630 JPEG of a stored image, for link previews',
    answer: { file: 'image/jpeg' },
    handle: ogImage.preview,
  }),
  handled({
    method: 'get',
    path: '/api/attachment/resize/:name',
    auth: 'public',
    summary: "A stored image's thumbnail",
    answer: { file: 'image/*' },
    handle: attachment.thumbnail,
  }),
  handled({
    method: 'get',
    path: '/api/attachment/:name',
    auth: 'public',
    summary: 'A stored image, or a narrower copy of it',
    query: api.attachmentWidthQuery,
    answer: { file: 'image/*' },
    handle: attachment.file,
  }),
  handled({
    method: 'get',
    path: '/og-image.jpg',
    auth: 'public',
    summary: "The site's default link preview",
    answer: { file: 'image/jpeg' },
    handle: ogImage.card,
  }),

  // The admin's content.
  handled({
    method: 'get',
    path: '/api/v1/baseInfo',
    auth: 'admin',
    summary: 'Base items, of one kind or all',
    query: api.optionalBaseTypeQuery,
    answer: { json: api.baseItem.array() },
    handle: adminBase.list,
  }),
  handled({
    method: 'post',
    path: '/api/v1/baseInfo',
    auth: 'admin',
    summary: 'Create a base item',
    body: api.baseCreateBody,
    answer: saved,
    handle: adminBase.create,
  }),
  handled({
    method: 'put',
    path: '/api/v1/baseInfo',
    auth: 'admin',
    summary: 'Update a base item',
    body: api.baseUpdateBody,
    answer: saved,
    handle: adminBase.update,
  }),
  handled({
    method: 'delete',
    path: '/api/v1/baseInfo/:id',
    auth: 'admin',
    summary: 'Delete a base item (to the trash)',
    query: api.optionalBaseTypeQuery,
    answer: done,
    handle: adminBase.remove,
  }),

  handled({
    method: 'get',
    path: '/api/v1/menu',
    auth: 'admin',
    summary: 'Menu items, all languages',
    query: api.adminMenuQuery,
    answer: { json: api.adminMenuItem.array() },
    handle: adminMenu.list,
  }),
  handled({
    method: 'get',
    path: '/api/v1/menu/:id',
    auth: 'admin',
    summary: 'One menu item',
    answer: { json: api.adminMenuItem },
    handle: adminMenu.one,
  }),
  handled({
    method: 'post',
    path: '/api/v1/menu',
    auth: 'admin',
    summary: 'Create a menu item',
    body: api.menuBody,
    answer: saved,
    handle: adminMenu.create,
  }),
  handled({
    method: 'put',
    path: '/api/v1/menu/:id/toggle',
    auth: 'admin',
    summary: 'Switch a menu item on or off',
    answer: { json: api.menuToggled },
    handle: adminMenu.toggle,
  }),
  handled({
    method: 'put',
    path: '/api/v1/menu',
    auth: 'admin',
    summary: 'Update a menu item',
    body: api.menuUpdateBody,
    answer: saved,
    handle: adminMenu.update,
  }),
  handled({
    method: 'delete',
    path: '/api/v1/menu/:id',
    auth: 'admin',
    summary: 'Delete a menu item and its page (to the trash)',
    answer: done,
    handle: adminMenu.remove,
  }),

  handled({
    method: 'get',
    path: '/api/v1/page',
    auth: 'admin',
    summary: "A menu item's page text, all languages",
    query: api.adminPageQuery,
    answer: { json: api.adminPage },
    handle: adminPage.one,
  }),
  handled({
    method: 'post',
    path: '/api/v1/page',
    auth: 'admin',
    summary: "Save a menu item's page text",
    body: api.pageBody,
    answer: done,
    handle: adminPage.save,
  }),

  handled({
    method: 'get',
    path: '/api/v1/blog',
    auth: 'admin',
    summary: 'News, all languages',
    query: api.paging,
    answer: { json: api.adminNewsPage },
    handle: adminNews.list,
  }),
  handled({
    method: 'get',
    path: '/api/v1/blog/:id',
    auth: 'admin',
    summary: 'One news item',
    answer: { json: api.adminNewsItem },
    handle: adminNews.one,
  }),
  handled({
    method: 'post',
    path: '/api/v1/blog',
    auth: 'admin',
    summary: 'Create a news item',
    body: api.newsBody,
    answer: saved,
    handle: adminNews.create,
  }),
  handled({
    method: 'put',
    path: '/api/v1/blog',
    auth: 'admin',
    summary: 'Update a news item',
    body: api.newsUpdateBody,
    answer: saved,
    handle: adminNews.update,
  }),
  handled({
    method: 'delete',
    path: '/api/v1/blog/:id',
    auth: 'admin',
    summary: 'Delete a news item (to the trash)',
    answer: done,
    handle: adminNews.remove,
  }),

  handled({
    method: 'get',
    path: '/api/v1/media',
    auth: 'admin',
    summary: 'Gallery items',
    query: api.mediaQuery,
    answer: { json: api.mediaPage },
    handle: adminMedia.list,
  }),
  handled({
    method: 'post',
    path: '/api/v1/media',
    auth: 'admin',
    summary: 'Add a photo or a video to a gallery',
    body: api.mediaBody,
    answer: saved,
    handle: adminMedia.create,
  }),
  handled({
    method: 'delete',
    path: '/api/v1/media/:id',
    auth: 'admin',
    summary: 'Delete a gallery item (to the trash)',
    answer: done,
    handle: adminMedia.remove,
  }),

  handled({
    method: 'get',
    path: '/api/v1/staff',
    auth: 'admin',
    summary: 'The leadership or the staff',
    query: api.staffQuery,
    answer: { json: api.person.array() },
    handle: adminStaff.list,
  }),
  handled({
    method: 'post',
    path: '/api/v1/staff',
    auth: 'admin',
    summary: 'Create a person, or update one (with `id`)',
    body: api.personBody,
    answer: saved,
    handle: adminStaff.save,
  }),
  handled({
    method: 'delete',
    path: '/api/v1/staff/:id',
    auth: 'admin',
    summary: 'Delete a person (to the trash)',
    answer: done,
    handle: adminStaff.remove,
  }),

  handled({
    method: 'get',
    path: '/api/v1/trash',
    auth: 'admin',
    summary: 'Deleted items, kept 30 days',
    query: api.paging,
    answer: { json: api.trashPage },
    handle: adminTrash.list,
  }),
  handled({
    method: 'post',
    path: '/api/v1/trash/:id/restore',
    auth: 'admin',
    summary: 'Bring a deleted item back',
    answer: done,
    handle: adminTrash.restore,
  }),
  handled({
    method: 'delete',
    path: '/api/v1/trash/:id',
    auth: 'admin',
    summary: 'Delete a trash entry for good',
    answer: done,
    handle: adminTrash.purge,
  }),

  handled({
    method: 'get',
    path: '/api/v1/audit',
    auth: 'admin',
    summary: 'The audit log, newest first',
    query: api.auditQuery,
    answer: { json: api.auditPage },
    handle: adminAudit,
  }),

  // This document.
  handled({
    method: 'get',
    path: '/api/docs',
    auth: 'public',
    summary: 'The API reference, for a browser',
    answer: { file: 'text/html' },
    handle: () => docsPage,
  }),
  handled({
    method: 'get',
    path: '/api/docs/openapi.json',
    auth: 'public',
    summary: 'This OpenAPI document',
    answer: { raw: 'OpenAPI 3.1' },
    handle: () => openApiJson(API_ROUTES),
  }),
];
