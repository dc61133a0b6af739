import type { ErrorCode, Permission } from '@lyceum/contract';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { PreviewRead, PublicRead } from '../cache/public-read.js';
import type { SignedInAdmin } from '../auth.js';
import type { HttpError } from '../errors.js';
import type { RouteDeps } from './deps.js';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** What a route answers on success, for the docs. */
export type SuccessBody =
  /** The `{success, message?, content?}` envelope, with this `content` (none: no content). */
  | { json: z.ZodType | null }
  /** Plain text, saying what it is. */
  | { text: string }
  /** A file of this media type (`image/*`), or of one of these, or an HTML page. */
  | { file: string | readonly string[] }
  /** JSON outside the envelope. */
  | { raw: string };

/** A refusal by its code, answered with the code's own status, or with another one on purpose (see TWO_FACTOR_INVALID). */
export type Refusal = ErrorCode | { code: ErrorCode; status: number };

interface Described {
  method: Method;
  /** Express's path; `:name` is a path parameter. */
  path: string;
  /**
   * `public`, or the permission a signed-in member of the team needs (contract/src/roles.ts): a valid token first,
   * before any input is looked at, then the role's permission; the handler gets the signed-in admin.
   */
  auth: Auth;
  summary: string;
  /** The path parameters, by name. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body. */
  form?: z.ZodType;
  answer: SuccessBody;
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

/** What a schema makes of its part of the request; nothing where the route declares none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request's input as the route's schemas parsed it, and on an admin route the signed-in admin (routes/mount.ts). */
export interface RouteInput<P = unknown, Q = unknown, B = unknown, A extends SignedInAdmin | undefined = SignedInAdmin | undefined> {
  params: P;
  query: Q;
  body: B;
  admin: A;
}

/** A route's handler: it gets the input parsed, and answers on `res`. */
export type RouteHandler<I = object> = (input: I, req: Request, res: Response) => void | Promise<void>;
/** An admin route's handler: it gets the signed-in admin with its input. */
export type AdminHandler<I = object> = RouteHandler<I & { admin: SignedInAdmin }>;

export type Auth = 'public' | Permission;
/** What an admin route's handler gets as `admin`; a public route's gets nothing there. */
type AdminOf<A extends Auth> = A extends Permission ? SignedInAdmin : undefined;

/** The permission a route needs, if it is not public. */
export const permissionOf = (route: Pick<ApiRoute, 'auth'>): Permission | undefined => (route.auth === 'public' ? undefined : route.auth);

type Schema = z.ZodType | undefined;

export interface HandledRoute<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema, A extends Auth = Auth>
  extends Described {
  kind: 'handled';
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  /** What runs before the token check: body readers and limiters that must see every attempt. */
  before?: (deps: RouteDeps) => RequestHandler[];
  /** What runs after the token check and before the input is parsed: limiters counting the account's attempts, the upload's reader. */
  afterToken?: (deps: RouteDeps) => RequestHandler[];
  handle: (deps: RouteDeps) => RouteHandler<RouteInput<Parsed<P>, Parsed<Q>, Parsed<B>, AdminOf<A>>>;
  /** How the route words its refusals once the token is checked (the staff form shows a `cause`). */
  refusal?: (error: HttpError) => HttpError;
}

export type ApiRoute = CachedRoute | HandledRoute;

/** A cached public read; typed here so `tags` and `load` see the query as `query` validates it. */
export const cached = <Q extends z.ZodType>(
  route: Omit<CachedRoute<Q>, 'kind' | 'method' | 'auth'> & { path: `/api/public/${string}` },
): ApiRoute => ({ ...route, kind: 'cached', method: 'get', auth: 'public' }) as unknown as CachedRoute;

/** A route the gateway handles itself; typed here so `handle` gets the input as `params`, `query` and `body` parse it. */
export const handled = <P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined, A extends Auth = Auth>(
  route: Omit<HandledRoute<P, Q, B, A>, 'kind'>,
): ApiRoute => ({ ...route, kind: 'handled' }) as unknown as HandledRoute;
