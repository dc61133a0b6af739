import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { listenOn } from '../../../scripts/lib/processes.mjs';

/**
 * A local stand-in of Telegram's Bot API for the tests (docs/telegram.md says what of it was checked against the
 * real API's documentation): `POST /bot<token>/<method>` with a JSON or multipart body, answered
 * `{ok: true, result}` or `{ok: false, error_code, description, parameters?: {retry_after}}`. It keeps the messages of
 * each channel, checks what Telegram checks (the token, the chat, a caption of 0-1024 characters and a text of
 * 1-4096 after the HTML entities are parsed, a photo of at most 10 MB, a delete within 48 hours) and records every
 * call. A test can make it answer 429 with retry_after, refuse with any error, or do a call and then hang up
 * without answering (a crash between Telegram's answer and its record), answer a proxy's 5xx page (as Telegram's
 * front end does when the message was delivered all the same) or answer too late.
 */
export interface BotCall {
  method: string;
  fields: Record<string, string>;
  photo?: { name: string; type: string; size: number };
  at: number;
}

export interface StoredMessage {
  kind: 'photo' | 'text';
  /** The caption or text as Telegram shows it (entities parsed). */
  shown: string;
  html: string;
  photoSize?: number;
  sentAt: number;
}

type Refusal = { error_code: number; description: string; retry_after?: number };

const PHOTO_LIMIT = 10 * 1024 * 1024;
const CAPTION_LIMIT = 1024;
const TEXT_LIMIT = 4096;
const DELETE_WITHIN_MS = 48 * 3600_000;
const NOT_MODIFIED =
  'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message';

/** Telegram's HTML mode as far as the site uses it: <b>, <a href="…">, and the four entities; anything else is refused. */
function parseHtml(html: string): { shown: string } | { error: string } {
  const tags = /<(\/?)(b|a)(\s+href="[^"<>]*")?>/g;
  const stripped = html.replace(tags, (tag, closing: string, name: string, href: string | undefined) =>
    (name === 'a' && !closing && !href) || (closing && href) ? tag : '',
  );
  if (/[<>]/.test(stripped))
    return { error: `Bad Request: can't parse entities: Unsupported start tag at byte offset ${stripped.search(/[<>]/)}` };
  if (/&(?!(?:lt|gt|amp|quot);)/.test(stripped)) return { error: "Bad Request: can't parse entities: Character '&' is reserved" };
  return { shown: stripped.replace(/&(lt|gt|amp|quot);/g, (_entity, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"' })[name]!) };
}

/** `port`: a fixed one (a sender already pointed at it finds nobody listening until the stand-in starts). */
export async function startBotApiStandIn(token: string, chats: string[], port = 0) {
  const calls: BotCall[] = [];
  const channels = new Map<string, Map<number, StoredMessage>>(chats.map((chat) => [chat, new Map()]));
  const scripted: { method: string; refusal?: Refusal; hangUp?: boolean; gatewayError?: number; lateMs?: number }[] = [];
  const sockets = new Set<Socket>();
  let nextId = 1000;

  const ok = (result: unknown) => ({ status: 200, body: { ok: true, result } });
  const refuse = ({ error_code, description, retry_after }: Refusal) => ({
    status: error_code,
    body: { ok: false, error_code, description, ...(retry_after === undefined ? {} : { parameters: { retry_after } }) },
  });
  const badRequest = (description: string) => refuse({ error_code: 400, description });

  /** The message a call names, or the refusal Telegram gives. */
  function target(fields: Record<string, string>, verb: 'edit' | 'delete') {
    const chat = channels.get(fields.chat_id);
    if (!chat) return { refusal: badRequest('Bad Request: chat not found') };
    const message = chat.get(Number(fields.message_id));
    if (!message) return { refusal: badRequest(`Bad Request: message to ${verb} not found`) };
    return { chat, message, id: Number(fields.message_id) };
  }

  function answer(method: string, fields: Record<string, string>, photo?: BotCall['photo']) {
    const chat = channels.get(fields.chat_id);
    const messageOf = (id: number, message: StoredMessage) => ({
      message_id: id,
      date: Math.floor(message.sentAt / 1000),
      chat: { id: Number(fields.chat_id) || 0, type: 'channel', title: 'Lyceum' },
      ...(message.kind === 'photo'
        ? {
            caption: message.shown,
            photo: [{ file_id: `photo-${id}`, file_unique_id: `u${id}`, width: 800, height: 600, file_size: message.photoSize }],
          }
        : { text: message.shown }),
    });
    switch (method) {
      case 'sendPhoto':
      case 'sendMessage': {
        if (!chat) return badRequest('Bad Request: chat not found');
        const html = (method === 'sendPhoto' ? fields.caption : fields.text) ?? '';
        const parsed = parseHtml(html);
        if ('error' in parsed) return badRequest(parsed.error);
        if (method === 'sendPhoto') {
          if (!photo) return badRequest('Bad Request: there is no photo in the request');
          if (photo.size > PHOTO_LIMIT) return badRequest('Bad Request: file is too big');
          if (parsed.shown.length > CAPTION_LIMIT) return badRequest('Bad Request: message caption is too long');
        } else {
          if (!parsed.shown.trim()) return badRequest('Bad Request: message text is empty');
          if (parsed.shown.length > TEXT_LIMIT) return badRequest('Bad Request: message is too long');
        }
        const message: StoredMessage = {
          kind: photo ? 'photo' : 'text',
          shown: parsed.shown,
          html,
          photoSize: photo?.size,
          sentAt: Date.now(),
        };
        const id = nextId++;
        chat.set(id, message);
        return ok(messageOf(id, message));
      }
      case 'editMessageCaption':
      case 'editMessageText':
      case 'editMessageMedia': {
        const found = target(fields, 'edit');
        if ('refusal' in found) return found.refusal!;
        const media =
          method === 'editMessageMedia' ? (JSON.parse(fields.media ?? '{}') as { caption?: string; media?: string }) : undefined;
        const html = (method === 'editMessageText' ? fields.text : (media?.caption ?? fields.caption)) ?? '';
        const parsed = parseHtml(html);
        if ('error' in parsed) return badRequest(parsed.error);
        if (method === 'editMessageText' ? found.message.kind !== 'text' : found.message.kind !== 'photo') {
          return badRequest('Bad Request: there is no text in the message to edit');
        }
        if (method === 'editMessageMedia') {
          if (!photo || media?.media !== `attach://${'photo'}`) return badRequest('Bad Request: wrong file identifier/HTTP URL specified');
          if (photo.size > PHOTO_LIMIT) return badRequest('Bad Request: file is too big');
        } else if (parsed.shown === found.message.shown && html === found.message.html) return badRequest(NOT_MODIFIED);
        if (parsed.shown.length > (found.message.kind === 'photo' ? CAPTION_LIMIT : TEXT_LIMIT)) {
          return badRequest(
            found.message.kind === 'photo' ? 'Bad Request: message caption is too long' : 'Bad Request: message is too long',
          );
        }
        Object.assign(found.message, { shown: parsed.shown, html, ...(photo ? { photoSize: photo.size } : {}) });
        return ok(messageOf(found.id, found.message));
      }
      case 'getMe':
        return ok({ id: Number(token.split(':')[0]), is_bot: true, first_name: 'Lyceum', username: 'lyceum_test_bot' });
      case 'getChat':
        return chat
          ? ok({ id: Number(fields.chat_id) || -1001, type: 'channel', title: 'Lyceum' })
          : badRequest('Bad Request: chat not found');
      case 'deleteMessage': {
        const found = target(fields, 'delete');
        if ('refusal' in found) return found.refusal!;
        if (Date.now() - found.message.sentAt >= DELETE_WITHIN_MS) return badRequest("Bad Request: message can't be deleted");
        found.chat.delete(found.id);
        return ok(true);
      }
      default:
        return refuse({ error_code: 404, description: 'Not Found' });
    }
  }

  async function readCall(req: http.IncomingMessage): Promise<{ fields: Record<string, string>; photo?: BotCall['photo'] }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const type = req.headers['content-type'] ?? '';
    if (type.startsWith('multipart/form-data')) {
      const form = await new Request('http://stand-in/', { method: 'POST', headers: { 'content-type': type }, body }).formData();
      const fields: Record<string, string> = {};
      let photo: BotCall['photo'];
      for (const [name, value] of form) {
        if (typeof value === 'string') fields[name] = value;
        else photo = { name: value.name, type: value.type, size: value.size };
      }
      return { fields, photo };
    }
    const parsed = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
    return { fields: Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)])) };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(req.url ?? '');
    const reply = ({ status, body }: { status: number; body: unknown }) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match) return reply(refuse({ error_code: 404, description: 'Not Found' }));
    if (match[1] !== token) return reply(refuse({ error_code: 401, description: 'Unauthorized' }));
    const method = match[2];
    const { fields, photo } = await readCall(req);
    calls.push({ method, fields, photo, at: Date.now() });
    const scriptIndex = scripted.findIndex((step) => step.method === method);
    const step = scriptIndex >= 0 ? scripted.splice(scriptIndex, 1)[0] : undefined;
    if (step?.refusal) return reply(refuse(step.refusal));
    const result = answer(method, fields, photo);
    // Done, and the answer lost on the way back.
    if (step?.hangUp) return req.socket.destroy();
    // Done, and a front end's error page instead of the answer.
    if (step?.gatewayError) {
      res.writeHead(step.gatewayError, { 'Content-Type': 'text/html' });
      return res.end(`<html><body><h1>${step.gatewayError} Bad Gateway</h1></body></html>`);
    }
    if (step?.lateMs) await new Promise((resolve) => setTimeout(resolve, step.lateMs));
    if (!res.destroyed) reply(result);
  }

  const server = http.createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await listenOn(server, port);

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** The messages a channel shows now, by id. */
    messages: (chat: string) => channels.get(chat) ?? new Map<number, StoredMessage>(),
    /** The next call of `method` is refused with this error (a 429 with `retry_after`, a 5xx …). */
    refuseNext: (method: string, refusal: Refusal) => scripted.push({ method, refusal }),
    /** The next call of `method` is done, and the connection closed before the answer. */
    hangUpAfterNext: (method: string) => scripted.push({ method, hangUp: true }),
    /** The next call of `method` is done, and answered with a front end's error page (502, 504 …). */
    gatewayErrorAfterNext: (method: string, status = 502) => scripted.push({ method, gatewayError: status }),
    /** The next call of `method` is done, and answered only after `ms` (past the sender's timeout). */
    answerLateNext: (method: string, ms: number) => scripted.push({ method, lateMs: ms }),
    /** Makes a message as old as `hours`. */
    age(chat: string, id: number, hours: number) {
      const message = channels.get(chat)?.get(id);
      if (message) message.sentAt = Date.now() - hours * 3600_000;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type BotApiStandIn = Awaited<ReturnType<typeof startBotApiStandIn>>;
