import qs from 'qs';
import { z } from 'zod';
import { isErrorCode } from '@lyceum/contract';
import { HttpError, badRequest, cmsUnavailable, httpError, unauthorized } from '../errors.js';

export interface CmsRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** The admin's own token; public reads never carry one. */
  token?: string;
  /** Headers beside the body's type (a raw body's description). */
  headers?: Record<string, string>;
}

/** The header that carries CMS_GATEWAY_SECRET to Strapi. */
export const GATEWAY_HEADER = 'X-Lyceum-Gateway';

/** Strapi's error body. */
export const strapiError = z.object({
  error: z.object({
    status: z.number(),
    name: z.string().optional(),
    message: z.string().optional(),
    details: z
      .object({
        code: z.string().optional(),
        field: z.string().optional(),
        /** A form's refused fields, each with its reason. */
        errors: z.record(z.string(), z.string()).optional(),
        fields: z.record(z.string(), z.string()).optional(),
      })
      .loose()
      .optional(),
  }),
});

/** The one client for Strapi's REST API: typed answers, a timeout, and contract errors for Strapi's. */
export class CmsClient {
  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs: number,
    /** Proves the gateway to Strapi, which answers drafts to it alone (cms/src/middlewares/gateway-only.ts). */
    readonly gatewaySecret?: string,
  ) {}

  /** A raw call, for streaming files; answers 503 when Strapi cannot be reached in time. */
  async fetch(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (this.gatewaySecret) headers.set(GATEWAY_HEADER, this.gatewaySecret);
    // The timeout covers Strapi's answer starting, not a slow client reading a large body afterwards.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      return await fetch(`${this.baseUrl}${path}`, { redirect: 'manual', ...init, headers, signal: controller.signal });
    } catch {
      throw cmsUnavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  /** A JSON answer; the body is sent as JSON, a form as multipart, bytes as application/octet-stream. */
  async request<S extends z.ZodType>(
    schema: S,
    { method = 'GET', path, query, body, token, headers = {} }: CmsRequest,
  ): Promise<z.infer<S>> {
    const search = query ? `?${qs.stringify(query, { encodeValuesOnly: true })}` : '';
    const isForm = body instanceof FormData;
    const isBytes = Buffer.isBuffer(body);
    const type: Record<string, string> =
      body === undefined || isForm ? {} : { 'Content-Type': isBytes ? 'application/octet-stream' : 'application/json' };
    const response = await this.fetch(`${path}${search}`, {
      method,
      token,
      headers: { ...type, ...headers },
      body: body === undefined ? undefined : isForm || isBytes ? body : JSON.stringify(body),
    });
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw toContractError(response.status, payload);
    return schema.parse(payload);
  }
}

/** Strapi's refusal in the contract's terms: its own code when the CMS gave one, else one by its status. */
function toContractError(status: number, payload: unknown): HttpError {
  const parsed = strapiError.safeParse(payload);
  const error = parsed.success ? parsed.data.error : undefined;
  const message = error?.message || undefined;
  // `fields`: the values a refusal is about (the menu group and url already taken), for clients to word it themselves.
  if (isErrorCode(error?.details?.code))
    return httpError(error.details.code, message, error.details.fields ? { details: error.details.fields } : undefined);
  if (status === 400) return badRequest(message);
  // Strapi's 403 is a role's missing permission (the token check, routes/mount.ts, has already passed).
  if (status === 403) return httpError('FORBIDDEN');
  if (status === 401) return unauthorized('TOKEN_INVALID');
  // Strapi's bare "Not Found" says less than the code's own words.
  if (status === 404) return httpError('ITEM_NOT_FOUND', message === 'Not Found' ? undefined : message);
  if (status === 413) return httpError('FILE_TOO_LARGE');
  if (status === 429) return httpError('TOO_MANY_REQUESTS');
  return cmsUnavailable();
}
