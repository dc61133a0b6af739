import { clearToken, readToken, storeToken } from '../auth/token';

/** What a refusal's JSON body may hold besides its message. */
export interface Refusal {
  message?: string;
  /** A staff save's reason, in the lyceum's words. */
  cause?: string;
  /** A refused field's message, by field. */
  errors?: Record<string, string>;
  /** The stable refusal code ('@lyceum/contract/errors'). */
  code?: string;
  /** What the refusal is about, for its text (the menu and address that are taken). */
  details?: Record<string, string>;
}

/** A failed admin call: status 0 when the server was not reached, the refusal's body when it answered JSON. */
export class AdminApiError extends Error {
  readonly cause?: string;
  readonly errors?: Record<string, string>;
  readonly code?: string;
  readonly details?: Record<string, string>;
  /** The server answered with the API's JSON (not a proxy's page, not silence). */
  readonly answered: boolean;

  constructor(
    readonly status: number,
    message: string,
    refusal: Refusal | null = null,
  ) {
    super(refusal?.message ?? message);
    this.answered = refusal !== null;
    this.cause = refusal?.cause;
    this.errors = refusal?.errors;
    this.code = refusal?.code;
    this.details = refusal?.details;
  }
}

/** Told when any admin call answers 401: the token is gone and the login form must show. */
let onUnauthorized: () => void = () => {};
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** A call that went out with a token the session has since replaced (a password change): its 401 ends nothing. */
const superseded = (used: string | null) => {
  const current = readToken();
  return current !== null && current !== used;
};

/**
 * The call replacing the session's token, while it runs. A password change ends the account's other tokens, this
 * browser's old one included, before its answer brings the new one: a call that went out meanwhile with the old
 * token gets a 401, which must wait for the new token rather than sign the editor out.
 */
let rotation: Promise<unknown> | undefined;

/** Whether a 401 to a call made with `used` ends the session (else the call is made again with the new token). */
async function sessionEnded(used: string | null, waitForRotation: boolean): Promise<boolean> {
  if (waitForRotation && rotation) await rotation.catch(() => undefined);
  return !superseded(used);
}

function expire(): never {
  clearToken();
  onUnauthorized();
  throw new AdminApiError(401, 'Unauthorized');
}

/**
 * A call with the session's token: a 401 ends the session, unless the token was replaced meanwhile (then it is made
 * again). `accept`: what it answers when it succeeds (a refusal is the API's JSON whatever it is).
 */
async function authorized(
  method: string,
  path: string,
  body: unknown,
  waitForRotation: boolean,
  accept = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }).catch(
    (error: Error) => {
      throw new AdminApiError(0, error.message);
    },
  );
  if (response.status === 401) {
    if (!(await sessionEnded(token, waitForRotation))) return authorized(method, path, body, waitForRotation, accept);
    expire();
  }
  return response;
}

async function send<T>(method: string, path: string, body: unknown, waitForRotation: boolean): Promise<{ message?: string; content: T }> {
  const response = await authorized(method, path, body, waitForRotation);
  const envelope = (await response.json().catch(() => null)) as (Refusal & { content?: T }) | null;
  if (!response.ok || !envelope) throw new AdminApiError(response.status, `HTTP ${response.status}`, envelope);
  return { message: envelope.message, content: envelope.content as T };
}

/** Every admin call: Bearer token attached, JSON envelope in, AdminApiError for any status outside 200-299. */
export const adminRequest = <T = unknown>(method: string, path: string, body?: unknown) => send<T>(method, path, body, true);

/** A call whose answer is the session's new token (`{token}`: a password change); the token is kept. */
export async function rotateToken(method: string, path: string, body: unknown): Promise<void> {
  const call = send<{ token: string }>(method, path, body, false).then(({ content }) => storeToken(content.token));
  rotation = call;
  try {
    await call;
  } finally {
    if (rotation === call) rotation = undefined;
  }
}

export const adminGet = async <T>(path: string) => (await adminRequest<T>('GET', path)).content;

/**
 * A file the API answers as an attachment rather than in its JSON envelope (an appeal's file, its export, a CSV): its
 * bytes, read with the token as every call is; a refusal still comes as the API's JSON, and throws as any call's does.
 */
export async function adminFile(path: string): Promise<Blob> {
  const response = await authorized('GET', path, undefined, true, '*/*');
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as Refusal | null;
    throw new AdminApiError(response.status, `HTTP ${response.status}`, refusal);
  }
  return response.blob();
}

/** Where each kind of upload goes: an image, or a document's file (docs/api.md). */
const UPLOADS = { images: '/api/attachment', documents: '/api/attachment/document' } as const;

/** Uploads one image or document's file (field `file`), reporting progress 0..1; resolves to the stored file name. */
export function uploadFile(file: File, onProgress?: (fraction: number) => void, accepts: keyof typeof UPLOADS = 'images'): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOADS[accepts]);
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 401) {
        void sessionEnded(token, true).then((ended) => {
          try {
            if (ended) expire();
            throw new AdminApiError(401, 'Unauthorized');
          } catch (error) {
            reject(error instanceof Error ? error : new AdminApiError(401, 'Unauthorized'));
          }
        });
        return;
      }
      if (request.status >= 200 && request.status < 300) resolve(request.responseText);
      else {
        let refusal: Refusal | null = null;
        try {
          refusal = JSON.parse(request.responseText) as Refusal;
        } catch {
          // A proxy's page, not the API's answer: only the status is known.
        }
        reject(new AdminApiError(request.status, `HTTP ${request.status}`, refusal));
      }
    };
    request.onerror = () => reject(new AdminApiError(0, 'Network error'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
