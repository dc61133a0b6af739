import { ERRORS, type ErrorCode } from '@lyceum/contract';

export interface HttpErrorOptions {
  /** More specific words than the code's default (a field's rule, the file's size). */
  message?: string;
  /** Sent beside `code` and `message`, e.g. `errors` per field. */
  extra?: Record<string, unknown>;
  /** Only where one code is answered with another status on purpose (see TWO_FACTOR_INVALID). */
  status?: number;
}

/** An answer the client caused or may act on, by its contract code; everything else is a 500 and a bug. */
export class HttpError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    { message, extra = {}, status }: HttpErrorOptions = {},
  ) {
    super(message || ERRORS[code].message);
    this.status = status ?? ERRORS[code].status;
    this.extra = extra;
  }

  /** The same refusal with more fields beside it. */
  with(extra: Record<string, unknown>): HttpError {
    return new HttpError(this.code, { message: this.message, extra: { ...this.extra, ...extra }, status: this.status });
  }

  /** The contract's error envelope. */
  get body() {
    return { success: false as const, code: this.code, message: this.message, ...this.extra };
  }
}

export const httpError = (code: ErrorCode, message?: string, extra?: Record<string, unknown>) => new HttpError(code, { message, extra });
/** A broken rule of the input. */
export const badRequest = (message?: string, extra?: Record<string, unknown>) => httpError('INVALID_REQUEST', message, extra);
export const unauthorized = (code: 'AUTH_REQUIRED' | 'TOKEN_INVALID' | 'NOT_ALLOWED' | 'LOGIN_FAILED' = 'AUTH_REQUIRED') => httpError(code);
export const notFound = (code: ErrorCode) => httpError(code);
export const cmsUnavailable = () => httpError('CMS_UNAVAILABLE');
