import crypto from 'node:crypto';

/**
 * One call of Telegram's Bot API (https://core.telegram.org/bots/api#making-requests): POST
 * `{apiUrl}/bot{token}/{method}`, JSON or multipart (a photo upload), answered `{ok: true, result}` or
 * `{ok: false, error_code, description, parameters?: {retry_after}}`. What the caller must know of a failure
 * is whether the request can have had an effect: refused by Telegram (a 4xx: it said so, and did nothing), never sent
 * (the connection was not made), or unknown (sent, and no answer Telegram stands by: the connection failed or timed
 * out after the request went, or a 5xx or unreadable answer came back, which Telegram's front end also gives when
 * the message was delivered).
 */
export type BotAnswer =
  | { outcome: 'done'; result: Record<string, unknown> }
  | { outcome: 'refused'; status: number; description: string; retryAfter?: number }
  | { outcome: 'not-sent'; description: string }
  | { outcome: 'unknown'; description: string };

/** Errors of the connection itself, before any byte of the request went out, in the words the editor reads. */
const NOT_SENT: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'no such host (DNS)',
  EAI_AGAIN: 'the name could not be resolved (DNS)',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
};

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
    const code = cause?.code ?? '';
    if (code in NOT_SENT) return { outcome: 'not-sent', description: `Telegram could not be reached: ${NOT_SENT[code]} (${code})` };
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs() / 1000} s`
        : code || cause?.message || (error as Error).message;
    return { outcome: 'unknown', description: `Telegram's answer was lost: ${reason}` };
  }
  let answer: { ok?: boolean; result?: unknown; error_code?: number; description?: string; parameters?: { retry_after?: number } };
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    // A proxy's error page, or a body cut short: Telegram may have done the call all the same, unless it is a 4xx.
    return response.status >= 400 && response.status < 500
      ? { outcome: 'refused', status: response.status, description: `HTTP ${response.status}` }
      : { outcome: 'unknown', description: `HTTP ${response.status} without a readable answer` };
  }
  if (answer.ok === true) return { outcome: 'done', result: (answer.result ?? {}) as Record<string, unknown> };
  const status = answer.error_code ?? response.status;
  const description = String(answer.description ?? `HTTP ${response.status}`).slice(0, 500);
  if (status >= 500 || status < 400) return { outcome: 'unknown', description };
  return { outcome: 'refused', status, description, retryAfter: answer.parameters?.retry_after };
}
