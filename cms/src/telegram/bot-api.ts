import crypto from 'node:crypto';

/**
 * One call of Telegram's Bot API (https://core.telegram.org/bots/api#making-requests): POST
 * `{apiUrl}/bot{token}/{method}`, JSON or multipart (a photo upload), answered `{ok: true, result}` or
 * `{ok: false, error_code, description, parameters?: {retry_after}}`. What the caller must know of a failure
 * is whether the request can have had an effect: refused by Telegram (it said so), never sent (the connection was
 * not made), or unknown (sent, and the answer lost).
 */
export type BotAnswer =
  | { outcome: 'done'; result: Record<string, unknown> }
  | { outcome: 'refused'; status: number; description: string; retryAfter?: number }
  | { outcome: 'not-sent'; description: string }
  | { outcome: 'unknown'; description: string };

/** Errors of the connection itself, before any byte of the request went out. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

export interface Photo {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body written out by hand: the platform's FormData turns every line break of a text field
 * into CRLF (as HTML forms do), which would put "\r\n" into the caption Telegram shows and counts.
 */
function multipart(
  boundary: string,
  fields: Record<string, string | number | undefined>,
  { field, file }: { field: string; file: Photo },
): Buffer {
  const parts: Buffer[] = [];
  const quoted = (value: string) => value.replace(/["\r\n\\]/g, '_');
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`, 'utf8'));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(field)}"; filename="${quoted(file.name)}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      'utf8',
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  );
  return Buffer.concat(parts);
}

const timeoutMs = () => Number(process.env.TELEGRAM_TIMEOUT_MS) || 20_000;

export async function callBotApi(
  apiUrl: string,
  token: string,
  method: string,
  fields: Record<string, string | number | undefined>,
  photo?: { field: string; file: Photo },
): Promise<BotAnswer> {
  const headers: Record<string, string> = {};
  let body: Buffer | string;
  if (photo) {
    const boundary = `lyceum${crypto.randomBytes(12).toString('hex')}`;
    headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
    body = multipart(boundary, fields, photo);
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(fields);
  }
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/bot${token}/${method}`, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs()) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const description = cause?.code ?? cause?.message ?? (error as Error).message;
    return cause?.code && NOT_SENT.has(cause.code) ? { outcome: 'not-sent', description } : { outcome: 'unknown', description };
  }
  let answer: { ok?: boolean; result?: unknown; error_code?: number; description?: string; parameters?: { retry_after?: number } };
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    return response.ok
      ? { outcome: 'unknown', description: `HTTP ${response.status} without a readable answer` }
      : { outcome: 'refused', status: response.status, description: `HTTP ${response.status}` };
  }
  if (answer.ok === true) return { outcome: 'done', result: (answer.result ?? {}) as Record<string, unknown> };
  return {
    outcome: 'refused',
    status: answer.error_code ?? response.status,
    description: String(answer.description ?? `HTTP ${response.status}`).slice(0, 500),
    retryAfter: answer.parameters?.retry_after,
  };
}
