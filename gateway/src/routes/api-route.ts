import type { ErrorCode } from '@lyceum/contract';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { PreviewRead, PublicRead } from '../cache/public-read.js';
import type { RouteDeps } from './deps.js';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** What a route answers on success, for the docs. */
export type Answer =
  /** The `{success, message?, content?}` envelope, with this `content` (none: no content). */
  | { json: z.ZodType | null }
  /** Plain text, saying what it is. */
  | { text: string }
  /** A file of this media type (`image/*`), or an HTML page. */
  | { file: string }
  /** JSON outside the envelope. */
  | { raw: string };

/** A refusal by its code, answered with the code's own status, or with another one on purpose (see TWO_FACTOR_INVALID). */
export type Refusal = ErrorCode | { code: ErrorCode; status: number };

interface Described {
  method: Method;
  /** Express's path; `:name` is a path parameter. */
  path: string;
  /** `admin`: a valid admin token first, before any input is looked at. */
  auth: 'public' | 'admin';
  summary: string;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body. */
  form?: z.ZodType;
  answer: Answer;
  /**
   * The refusals of its own the route may answer. Those that follow from the rest of its description are added to
   * it (docs/refusals.ts): a token's, the input's, the body's, and the CMS's unless it is `standalone`.
   */
  refuses?: readonly Refusal[];
  /** Answers without the CMS (the process's health, this document). */
  standalone?: true;
}

/** A public GET served from the read cache (cache/public-read.ts), kept apart from the other routes and ahead of them. */
export interface CachedRoute<Q extends z.ZodType = z.ZodType> extends Described {
  kind: 'cached';
  method: 'get';
  auth: 'public';
  query: Q;
  /** The content the answer is built from: a write to it makes the answer stale (cache/tags.ts). */
  tags: PublicRead<Q>['tags'];
  load: (deps: RouteDeps) => PublicRead<Q>['load'];
  /** For a preview link's page (docs/editorial-workflow.md): the same content from the draft of the document the link names. */
  preview?: { kind: PreviewRead<Q>['kind']; load: (deps: RouteDeps) => PreviewRead<Q>['load'] };
}

export interface HandledRoute extends Described {
  kind: 'handled';
  /** What runs before the token check: body readers and limiters that must see every attempt. */
  before?: (deps: RouteDeps) => RequestHandler[];
  handle: (deps: RouteDeps) => RequestHandler | RequestHandler[];
}

export type ApiRoute = CachedRoute | HandledRoute;

/** A cached public read; typed here so `tags` and `load` see the query as `query` validates it. */
export const cached = <Q extends z.ZodType>(
  route: Omit<CachedRoute<Q>, 'kind' | 'method' | 'auth'> & { path: `/api/public/${string}` },
): ApiRoute => ({ ...route, kind: 'cached', method: 'get', auth: 'public' }) as unknown as CachedRoute;

export const handled = (route: Omit<HandledRoute, 'kind'>): ApiRoute => ({ ...route, kind: 'handled' });
