import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { callBotApi, type BotAnswer, type Photo } from './bot-api';
import { contentOf, decide, lockItem, reconcile, rows, type PostAction, type PostContent, type PostRow } from './outbox';
import { readConfig, type TelegramConfig } from './settings';

/** Longer than a Bot API call may take (TELEGRAM_TIMEOUT_MS, 20 s), so a live worker never loses a row it is sending. */
const leaseMs = () => Number(process.env.TELEGRAM_LEASE_MS) || 60_000;
/**
 * A call that did not reach Telegram (and an edit or a delete whose answer was lost) is tried again after 5 s
 * (TELEGRAM_RETRY_MS), 10 s, 20 s … at most 10 min, for as long as it takes: the editor sees it among the problems after PROBLEM_AFTER attempts
 * (outbox.problemRows) while it goes on.
 */
const retryMs = () => Number(process.env.TELEGRAM_RETRY_MS) || 5_000;
const backoff = (attempts: number) => Math.min(retryMs() * 2 ** attempts, 600_000);

const PHOTO_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** What a row becomes once Telegram has answered (or not). */
type Outcome = Record<string, unknown>;

/**
 * The sender (docs/telegram.md): every TELEGRAM_CHECK_MS (5 s) and right after a write commits, it takes the due
 * rows one by one, each with one conditional UPDATE (`waiting` and due → `sending`, with this worker's lease), so
 * that of several instances or loops exactly one sends it. A row still `sending` when its lease has run out was
 * left by a worker that stopped between its call and the record: a post is then `unknown` (Telegram has no
 * idempotency key: sending it again could post it twice), an edit or a delete (which repeat harmlessly) waits again.
 */
export function startTelegramWorker(strapi: Core.Strapi): { wake: () => void; stop: () => void } {
  const owner = `${process.pid}.${crypto.randomBytes(6).toString('hex')}`;
  const every = Number(process.env.TELEGRAM_CHECK_MS) || 5_000;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function expireLeases(now: number) {
    const lapsed = { state: 'sending', leaseUntil: { $lt: now } };
    // The holder keeps its name on the row, so that its answer, if it still comes, is recorded.
    await rows(strapi).updateMany({
      where: { ...lapsed, $or: [{ action: 'post' }, { action: null }] },
      data: { state: 'unknown', leaseUntil: null, lastError: "The sender stopped before it recorded Telegram's answer" },
    });
    await rows(strapi).updateMany({
      where: { ...lapsed, action: { $in: ['edit', 'delete'] } },
      data: { state: 'waiting', leaseOwner: null, leaseUntil: null, nextAttemptAt: now },
    });
  }

  async function photoOf(name: string): Promise<Photo> {
    const file = path.join(strapi.dirs.static.public, 'uploads', path.basename(name));
    return {
      name: path.basename(name),
      type: PHOTO_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      bytes: await fs.readFile(file),
    };
  }

  /** The Bot API call for `action`; what the row records when it is done. */
  async function send(
    row: PostRow,
    action: PostAction,
    content: PostContent | null,
    config: TelegramConfig,
  ): Promise<{ answer: BotAnswer; done: Outcome }> {
    const call = (method: string, fields: Record<string, string | number | undefined>, photo?: Photo) =>
      callBotApi(config.apiUrl, config.token, method, fields, photo && { field: 'photo', file: photo });
    if (action === 'delete') {
      const answer = await call('deleteMessage', { chat_id: row.chatId!, message_id: Number(row.messageId) });
      return { answer, done: { state: 'removed', messageId: null, postedHash: null, postedPhoto: null } };
    }
    const { caption, photo, hash } = content!;
    const posted = { state: 'posted', postedHash: hash, postedPhoto: photo };
    if (action === 'post') {
      const chatId = config.channels[row.lang].id;
      const answer = photo
        ? await call('sendPhoto', { chat_id: chatId, caption, parse_mode: 'HTML' }, await photoOf(photo))
        : await call('sendMessage', { chat_id: chatId, text: caption, parse_mode: 'HTML' });
      const messageId = answer.outcome === 'done' ? String(answer.result.message_id) : null;
      return { answer, done: { ...posted, chatId, messageId, messageKind: photo ? 'photo' : 'text' } };
    }
    const target = { chat_id: row.chatId!, message_id: Number(row.messageId) };
    // A post keeps its form: a text post gains no photo, and a photo post whose item lost its photo keeps the old one.
    if (row.messageKind === 'text')
      return { answer: await call('editMessageText', { ...target, text: caption, parse_mode: 'HTML' }), done: posted };
    if (photo && photo !== row.postedPhoto) {
      const media = JSON.stringify({ type: 'photo', media: 'attach://photo', caption, parse_mode: 'HTML' });
      return { answer: await call('editMessageMedia', { ...target, media }, await photoOf(photo)), done: posted };
    }
    return {
      answer: await call('editMessageCaption', { ...target, caption, parse_mode: 'HTML' }),
      done: { ...posted, postedPhoto: row.postedPhoto },
    };
  }

  /** A row's record after Telegram's answer (or its absence). */
  function outcomeOf(row: PostRow, action: PostAction, answer: BotAnswer, done: Outcome, now: number): Outcome {
    const later = (description: string) => ({
      state: 'waiting',
      nextAttemptAt: now + backoff(row.attempts),
      lastError: description,
      attempts: row.attempts + 1,
    });
    const finished = { ...done, action: null, lastError: null, attempts: 0 };
    switch (answer.outcome) {
      case 'done':
        return finished;
      case 'not-sent':
        return later(answer.description);
      case 'unknown':
        // An edit or a delete may be sent again; a post might then appear twice: only the editor sends it again.
        return action === 'post' ? { state: 'unknown', lastError: answer.description } : later(answer.description);
      case 'refused': {
        const { status, description, retryAfter } = answer;
        // Flood control: Telegram says when. It is not a failure of the post, so it is no attempt either.
        if (status === 429) return { state: 'waiting', nextAttemptAt: now + (retryAfter ?? 5) * 1000, lastError: description };
        if (action === 'edit' && /message is not modified/i.test(description)) return finished;
        if (action === 'delete' && /message to delete not found/i.test(description)) return finished;
        if (action === 'delete') return { state: 'not-removable', action: null, lastError: description, attempts: 0 };
        // Refused: it stays so, with Telegram's reason, until the editor sends it again (outbox.retry).
        return { state: 'failed', lastError: description, attempts: row.attempts + 1 };
      }
    }
  }

  /** Sends one claimed row and records the answer, then brings the row in line with any write made meanwhile. */
  async function deliver(row: PostRow, config: TelegramConfig) {
    const content = await contentOf(strapi, row.itemId, row.lang);
    const action = decide(row, content, config.channels[row.lang].id);
    let outcome: Outcome;
    if (!action) outcome = { state: row.messageId ? 'posted' : 'idle', action: null, lastError: null };
    else if (action === 'post' && !process.env.PUBLIC_URL)
      outcome = { state: 'failed', lastError: 'PUBLIC_URL is not set: the post would have no link' };
    else {
      const { answer, done } = await send(row, action, content, config);
      outcome = outcomeOf(row, action, answer, done, Date.now());
      if (answer.outcome !== 'done')
        strapi.log.warn(`Telegram ${action} of news ${row.itemId} (${row.lang}): ${answer.outcome}: ${answer.description}`);
    }
    await strapi.db.transaction(async () => {
      // After a publication's write to this item commits, never in its midst (outbox.lockItem).
      await lockItem(strapi, row.itemId);
      // Only the lease holder records; a row the lease ran out on (now `unknown`) still takes the real answer.
      const recorded = await rows(strapi).updateMany({
        where: { id: row.id, leaseOwner: owner, state: { $in: ['sending', 'unknown'] } },
        data: { action: action ?? null, ...outcome, leaseOwner: null, leaseUntil: null },
      });
      if (recorded.count === 1 && outcome.state !== 'waiting') await reconcile(strapi, row.itemId, config);
    });
  }

  /** The row as it is once claimed: what another instance or a write did before the claim is seen. */
  const claimedRow = async (id: number) =>
    (await rows(strapi).findOne({ where: { id, state: 'sending', leaseOwner: owner } })) as PostRow | null;

  async function cycle() {
    const now = Date.now();
    await expireLeases(now);
    if (!(await readConfig(strapi)).token) return;
    const due = (await rows(strapi).findMany({
      select: ['id'],
      where: { state: 'waiting', nextAttemptAt: { $lte: now } },
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      limit: 20,
    })) as Pick<PostRow, 'id'>[];
    for (const { id } of due) {
      if (stopped) return;
      const claimed = await rows(strapi).updateMany({
        where: { id, state: 'waiting', nextAttemptAt: { $lte: Date.now() } },
        data: { state: 'sending', leaseOwner: owner, leaseUntil: Date.now() + leaseMs() },
      });
      if (claimed.count !== 1) continue;
      const row = await claimedRow(id);
      if (!row) continue;
      // Read for each row: a token or a channel changed during a cycle applies to the next row.
      const config = await readConfig(strapi);
      if (!config.token) {
        await rows(strapi).updateMany({ where: { id, leaseOwner: owner }, data: { state: 'waiting', leaseOwner: null, leaseUntil: null } });
        return;
      }
      await deliver(row, config);
    }
  }

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = cycle()
      .catch((error: Error) => {
        strapi.log.warn(`Telegram posting will try again: ${error.message}`);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };

  let timer: NodeJS.Timeout | undefined;
  // Only a Strapi that serves posts: the backup's export and import load Strapi without listening.
  strapi.server.httpServer.once('listening', () => {
    timer = setInterval(run, every);
    timer.unref();
    run();
  });
  return {
    wake: () => setImmediate(run),
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
