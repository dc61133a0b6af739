import { clearToken, readToken } from '../auth/token';

/** A failed admin call: the server's message (and a staff save's `cause`, a refused field's message, a stable refusal code). */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly cause?: string,
    readonly errors?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
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

function expire(): never {
  clearToken();
  onUnauthorized();
  throw new AdminApiError(401, 'Unauthorized');
}

/** Every admin call: Bearer token attached, JSON envelope in, AdminApiError for any status outside 200-299. */
export async function adminRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<{ message?: string; content: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (response.status === 401) {
    if (superseded(token)) return adminRequest<T>(method, path, body);
    expire();
  }
  const envelope = (await response.json().catch(() => null)) as {
    message?: string;
    content?: T;
    cause?: string;
    errors?: Record<string, string>;
    code?: string;
  } | null;
  if (!response.ok || !envelope) {
    throw new AdminApiError(
      response.status,
      envelope?.message ?? `HTTP ${response.status}`,
      envelope?.cause,
      envelope?.errors,
      envelope?.code,
    );
  }
  return { message: envelope.message, content: envelope.content as T };
}

export const adminGet = async <T>(path: string) => (await adminRequest<T>('GET', path)).content;

/** Uploads one image (field `file`), reporting progress 0..1; resolves to the stored file name. */
export function uploadFile(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/attachment');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 401) {
        try {
          if (superseded(token)) throw new AdminApiError(401, 'Unauthorized');
          expire();
        } catch (error) {
          reject(error);
        }
        return;
      }
      if (request.status >= 200 && request.status < 300) resolve(request.responseText);
      else {
        let message = `HTTP ${request.status}`;
        try {
          message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
        } catch {
          // not JSON
        }
        reject(new AdminApiError(request.status, message));
      }
    };
    request.onerror = () => reject(new AdminApiError(0, 'Network error'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
