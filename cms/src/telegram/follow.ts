import type { Core } from '@strapi/strapi';
import { attributePosts, reconcile, retry, setPosting, settleRefused } from './outbox';
import { botApiUrl } from './settings';
import { startTelegramWorker } from './worker';

const NEWS = 'api::news.news';
/** The document actions that change what visitors see of a news item (an update of its draft does not). */
const PUBLISHING = new Set(['publish', 'unpublish', 'delete']);

let wake: () => void = () => {};

/**
 * Runs `update` in the surrounding transaction (Strapi joins one already open) and wakes the worker once that commits,
 * when the update left work for it.
 */
const inTransaction = (strapi: Core.Strapi, update: () => Promise<boolean>) =>
  strapi.db.transaction(async ({ onCommit }) => {
    if (await update()) onCommit(() => wake());
  });

/**
 * Keeps an item's outbox rows in line with a write that changed it, inside that write's transaction (the trash's
 * restore, a revision's: writes that bypass the document service's publish and delete).
 */
export async function followNews(strapi: Core.Strapi, kind: string, documentId: string): Promise<void> {
  if (kind === 'news') await inTransaction(strapi, () => reconcile(strapi, documentId));
}

/**
 * Names the person whose write a news item's posts now follow (docs/telegram.md): a publication, a restore, the posting
 * switch, a retry; inside that write's transaction.
 */
export async function namePoster(strapi: Core.Strapi, kind: string, documentId: string, actor: string): Promise<void> {
  if (kind === 'news') await attributePosts(strapi, documentId, actor);
}

/** The save's "post to Telegram" switch, inside its transaction and before its publish. */
export async function choosePosting(strapi: Core.Strapi, documentId: string, posting: boolean): Promise<void> {
  await inTransaction(strapi, () => setPosting(strapi, documentId, posting));
}

/**
 * Every publish, unpublish and delete of a news item — the lyceum admin's, the scheduled publisher's, the superuser's
 * in Strapi's panel — goes through the document service; this middleware runs it and the outbox's update in one
 * transaction (the service joins a transaction already open), then starts the worker. Answers what stops the worker.
 */
export function postToTelegram(strapi: Core.Strapi): () => void {
  botApiUrl();
  const worker = startTelegramWorker(strapi);
  wake = worker.wake;
  strapi.documents.use(async (context, next) => {
    if (context.uid !== NEWS || !PUBLISHING.has(context.action)) return next();
    return strapi.db.transaction(async ({ onCommit }) => {
      const result = await next();
      const documentId = (context.params as { documentId?: string }).documentId;
      if (documentId && (await reconcile(strapi, documentId))) onCommit(() => wake());
      return result;
    });
  });
  return worker.stop;
}

/** The editor's retry of an item's failed, unknown or unremovable posts. */
export async function retryPosts(strapi: Core.Strapi, documentId: string): Promise<void> {
  await inTransaction(strapi, () => retry(strapi, documentId));
}

/** After a settings save: the posts Telegram refused are sent again, or dropped (outbox.settleRefused). */
export async function settleRefusedPosts(strapi: Core.Strapi, choice: 'retry' | 'drop'): Promise<void> {
  await inTransaction(strapi, () => settleRefused(strapi, choice));
}
