import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { LOCALES, type Locale } from '@lyceum/contract';
import { buildCaption } from './caption';
import { readConfig, type TelegramConfig } from './settings';

export const TELEGRAM_POST = 'api::telegram-post.telegram-post';
const NEWS = 'api::news.news';

/**
 * The outbox of channel posts (docs/telegram.md): one row per news item and language, written in the same
 * transaction as the publication it follows. A row says what Telegram should show (`action`, due at
 * `nextAttemptAt` while `waiting`) and what it shows (`messageId`, and the caption and photo it was last given).
 *
 * States: idle (nothing to post), waiting, sending (claimed by a worker under a lease), posted, failed (Telegram
 * refused; `lastError` says why: only the editor sends it again), unknown (a post was sent and its answer lost:
 * only the editor sends it again), removed, not-removable (Telegram would not delete it; `lastError` says why).
 */
export type PostState = 'idle' | 'waiting' | 'sending' | 'posted' | 'failed' | 'unknown' | 'removed' | 'not-removable';
export type PostAction = 'post' | 'edit' | 'delete';

export interface PostRow {
  id: number;
  itemId: string;
  lang: Locale;
  posting: boolean;
  state: PostState;
  action: PostAction | null;
  chatId: string | null;
  messageId: string | null;
  messageKind: 'photo' | 'text' | null;
  postedHash: string | null;
  postedPhoto: string | null;
  attempts: number;
  nextAttemptAt: number | string | null;
  leaseOwner: string | null;
  leaseUntil: number | string | null;
  lastError: string | null;
  /** Who last acted on the item's posts: published or restored it, switched its posting, retried it. */
  actor: string | null;
}

/** What a language's post of an item should be now: its caption and photo (a stored file name, '' none). */
export interface PostContent {
  caption: string;
  photo: string;
  hash: string;
}

export const rows = (strapi: Core.Strapi) => strapi.db.query(TELEGRAM_POST);

const publicUrl = () => (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');

/** The published version of a news item in one language as its post, or null when visitors do not see it. */
export async function contentOf(strapi: Core.Strapi, itemId: string, lang: Locale): Promise<PostContent | null> {
  const doc = (await strapi.documents(NEWS as never).findOne({
    documentId: itemId,
    locale: lang,
    status: 'published',
    populate: ['photo'],
  } as never)) as { title?: string; text?: string; photo?: { url?: string } | null } | null;
  if (!doc) return null;
  const caption = buildCaption({ title: doc.title ?? '', text: doc.text ?? '', link: `${publicUrl()}/${lang}/news/${itemId}` }).html;
  const photo = doc.photo?.url?.replace(/^\/uploads\//, '') ?? '';
  return { caption, photo, hash: crypto.createHash('sha256').update(caption).digest('base64url') };
}

/**
 * The call that brings the channel to `content`: nothing, a post, an edit or a delete. A post of an item whose
 * posting is off is never made, nor one to a language without a channel; a post already made is still removed when
 * its item leaves the site.
 */
export function decide(
  row: Pick<PostRow, 'messageId' | 'messageKind' | 'postedHash' | 'postedPhoto' | 'posting'>,
  content: PostContent | null,
  chat: string,
): PostAction | null {
  if (!content) return row.messageId ? 'delete' : null;
  if (!row.posting) return null;
  if (!row.messageId) return chat ? 'post' : null;
  // A post keeps its form: only a photo post's photo is replaced, and only by another photo.
  const newPhoto = row.messageKind === 'photo' && content.photo !== '' && content.photo !== (row.postedPhoto ?? '');
  return content.hash !== row.postedHash || newPhoto ? 'edit' : null;
}

/** States a new write may put back to work; the others are owned by a worker (sending) or by the editor (unknown). */
const REQUEUED: ReadonlySet<PostState> = new Set(['idle', 'waiting', 'posted', 'failed', 'removed', 'not-removable']);

/** Advisory-lock class of the outbox (two-key locks: no clash with the one-key locks of lyceum.ts's saves). */
const OUTBOX_LOCK = 7_215_001;

/**
 * Holds, until the surrounding transaction ends, the right to write this item's rows: on PostgreSQL the writes of a
 * publication (reconcile) and a worker's record of Telegram's answer run one at a time per item, whichever instance
 * makes them, so neither writes from a copy of a row the other changed meanwhile (a post recorded `unknown`, put back
 * to waiting by an edit, would be sent again). SQLite's one connection runs one transaction at a time already.
 */
export async function lockItem(strapi: Core.Strapi, itemId: string): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return;
  await strapi.db.transaction(({ trx }) => trx.raw('select pg_advisory_xact_lock(?::int, hashtext(?))', [OUTBOX_LOCK, itemId]));
}

async function rowOf(strapi: Core.Strapi, itemId: string, lang: Locale, posting = true): Promise<PostRow> {
  const found = (await rows(strapi).findOne({ where: { itemId, lang } })) as PostRow | null;
  if (found) return found;
  return (await rows(strapi).create({ data: { itemId, lang, posting, state: 'idle', attempts: 0 } })) as PostRow;
}

/**
 * Brings an item's rows in line with what visitors now see; run inside the transaction of every write that changes
 * it (publish, unpublish, delete, restore), so a publication and its outbox row are committed together or not at all.
 * Answers whether there is work for the worker.
 */
export async function reconcile(strapi: Core.Strapi, itemId: string, config?: TelegramConfig): Promise<boolean> {
  await lockItem(strapi, itemId);
  const settings = config ?? (await readConfig(strapi));
  let work = false;
  for (const lang of LOCALES) {
    const row = await rowOf(strapi, itemId, lang);
    if (!REQUEUED.has(row.state)) continue;
    const action = decide(row, await contentOf(strapi, itemId, lang), settings.channels[lang].id);
    // Telegram would refuse the same call again (a delete it would not do, a post to a chat the bot is not in): the
    // editor's retry asks it anew. Another call (the item deleted after its post failed) goes ahead.
    if (action === 'delete' && row.state === 'not-removable') continue;
    if (action && row.state === 'failed' && action === row.action) continue;
    if (action) {
      const now = Date.now();
      // A wait Telegram asked for (429's retry_after) is kept.
      const waitingUntil = row.state === 'waiting' ? Math.max(Number(row.nextAttemptAt ?? 0), now) : now;
      // Only as it was read: a worker may have claimed a waiting row since (it records its answer after this
      // transaction, and brings the row in line with this write then).
      const written = await rows(strapi).updateMany({
        where: { id: row.id, state: row.state },
        data: {
          state: 'waiting',
          action,
          nextAttemptAt: waitingUntil,
          ...(row.state === 'waiting' ? {} : { attempts: 0, lastError: null }),
        },
      });
      work ||= written.count === 1;
    } else if (row.state === 'waiting' || row.state === 'failed') {
      await rows(strapi).updateMany({
        where: { id: row.id, state: row.state },
        data: { state: row.messageId ? 'posted' : 'idle', action: null, lastError: null },
      });
    }
  }
  return work;
}

/** Turns an item's posting on or off (before or with its publication); answers whether there is work. */
export async function setPosting(strapi: Core.Strapi, itemId: string, posting: boolean): Promise<boolean> {
  await lockItem(strapi, itemId);
  for (const lang of LOCALES) {
    const row = await rowOf(strapi, itemId, lang, posting);
    if (row.posting !== posting) await rows(strapi).update({ where: { id: row.id }, data: { posting } });
  }
  return reconcile(strapi, itemId);
}

/**
 * The editor's retry: a failed post or edit, a delete Telegram refused, or a post whose outcome is unknown (the
 * editor has looked at the channel and wants it sent: the message it may have made is forgotten).
 */
export async function retry(strapi: Core.Strapi, itemId: string): Promise<boolean> {
  await lockItem(strapi, itemId);
  const found = (await rows(strapi).findMany({ where: { itemId, state: { $in: ['failed', 'unknown', 'not-removable'] } } })) as PostRow[];
  for (const row of found) {
    const forget = row.state === 'unknown' && row.action === 'post' ? { messageId: null, postedHash: null, postedPhoto: null } : {};
    await rows(strapi).updateMany({
      where: { id: row.id, state: row.state },
      data: { ...forget, state: 'idle', action: null, lastError: null, attempts: 0, leaseOwner: null, leaseUntil: null },
    });
  }
  return found.length > 0 && (await reconcile(strapi, itemId));
}

/** Whether the item has, or may have, a post in some channel (a post made, or sent with its answer lost). */
export async function hasPosted(strapi: Core.Strapi, itemId: string): Promise<boolean> {
  return (await rows(strapi).count({ where: { itemId, $or: [{ messageId: { $notNull: true } }, { state: 'unknown' }] } })) > 0;
}

/** The rows of these items, for the admin's news list. */
/** Names the person whose write (a publication, a restore, the posting switch, a retry) the item's posts follow. */
export async function attributePosts(strapi: Core.Strapi, itemId: string, actor: string): Promise<void> {
  await rows(strapi).updateMany({ where: { itemId }, data: { actor } });
}

export async function rowsOf(strapi: Core.Strapi, itemIds: string[]): Promise<PostRow[]> {
  if (!itemIds.length) return [];
  return (await rows(strapi).findMany({ where: { itemId: { $in: itemIds } } })) as PostRow[];
}

/** Attempts after which a post that cannot reach Telegram is shown to the editor (it keeps being tried). */
export const PROBLEM_AFTER = 3;

/** The posts that wait for the editor, or keep failing to reach Telegram, newest first (at most 100). */
export async function problemRows(strapi: Core.Strapi): Promise<PostRow[]> {
  return (await rows(strapi).findMany({
    where: {
      $or: [{ state: { $in: ['failed', 'unknown', 'not-removable'] } }, { state: 'waiting', attempts: { $gte: PROBLEM_AFTER } }],
    },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    limit: 100,
  })) as PostRow[];
}

/** How many posts Telegram refused (they wait for the editor): what a settings change would send again. */
export const refusedCount = (strapi: Core.Strapi) => rows(strapi).count({ where: { state: 'failed' } });

/**
 * After a settings change, the posts Telegram refused (a chat the bot was not in, a revoked token) are sent again,
 * or, as the editor chose, dropped: they go back to nothing posted, and the item's next publication or edit decides.
 * Answers the items with work for the worker.
 */
export async function settleRefused(strapi: Core.Strapi, choice: 'retry' | 'drop'): Promise<boolean> {
  const found = (await rows(strapi).findMany({ where: { state: 'failed' }, select: ['id', 'itemId', 'messageId'] })) as Pick<
    PostRow,
    'id' | 'itemId' | 'messageId'
  >[];
  if (!found.length) return false;
  // A refused edit leaves its post as it was; a refused post leaves nothing.
  for (const posted of [true, false]) {
    const ids = found.filter((row) => Boolean(row.messageId) === posted).map((row) => row.id);
    if (!ids.length) continue;
    await rows(strapi).updateMany({
      where: { id: { $in: ids }, state: 'failed' },
      data: { state: posted ? 'posted' : 'idle', action: null, lastError: null, attempts: 0 },
    });
  }
  if (choice === 'drop') return false;
  let work = false;
  for (const itemId of new Set(found.map((row) => row.itemId))) work = (await reconcile(strapi, itemId)) || work;
  return work;
}
