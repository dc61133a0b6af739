import { ERRORS, ROLES, can, type ErrorCode, type Permission } from '@lyceum/contract';
import { permissionOf, type ApiRoute, type Refusal } from '../routes/api-route.js';

/** What any admin route answers to a missing, expired or refused token (routes/mount.ts checks it first). */
const TOKEN: readonly ErrorCode[] = ['AUTH_REQUIRED', 'TOKEN_INVALID', 'NOT_ALLOWED'];
/**
 * A role without the route's permission (routes/mount.ts checks it with the token), and an account whose role requires
 * two-factor login before it is on (every route but the account's own).
 */
const refusedToSomeRole = (permission: Permission | undefined): ErrorCode[] => [
  ...(permission && !ROLES.every((role) => can(role, permission)) ? (['FORBIDDEN'] as const) : []),
  ...(permission && permission !== 'account' ? (['TWO_FACTOR_SETUP_REQUIRED'] as const) : []),
];
/** What reading a JSON body may answer before the route sees it (app.ts, bodyError). */
const JSON_BODY: readonly ErrorCode[] = ['INVALID_JSON', 'BODY_TOO_LARGE', 'BODY_ENCODING_UNSUPPORTED'];
/** What a route that asks the CMS answers when it cannot. */
const CMS: readonly ErrorCode[] = ['CMS_UNAVAILABLE', 'TOO_MANY_REQUESTS'];

/** app.ts reads a JSON body on every route under /api/public and /api/v1 that is not a cached read, whether it takes one or not. */
const readsJsonAnyway = (route: ApiRoute) => route.kind !== 'cached' && /^\/api\/(public|v1)\//.test(route.path);

const withStatus = (refusal: Refusal) => (typeof refusal === 'string' ? { code: refusal, status: ERRORS[refusal].status } : refusal);

/**
 * Every refusal a route may answer, by code and status: its own (`refuses`) and those its description implies. The
 * OpenAPI document lists them per operation, and the gateway tests hold every refusal they meet to this list.
 */
export function refusalsOf(route: ApiRoute): { code: ErrorCode; status: number }[] {
  const refusals: Refusal[] = [
    ...(permissionOf(route) ? TOKEN : []),
    ...refusedToSomeRole(permissionOf(route)),
    // A path parameter is input too: one that is not even a well-formed URL component is refused.
    ...(route.query || route.body || route.form || route.path.includes(':') ? (['INVALID_REQUEST'] as const) : []),
    ...(route.body || readsJsonAnyway(route) ? JSON_BODY : []),
    ...(route.refuses ?? []),
    ...(route.standalone ? [] : CMS),
  ];
  const seen = new Set<string>();
  return refusals.map(withStatus).filter(({ code, status }) => !seen.has(`${status} ${code}`) && seen.add(`${status} ${code}`));
}

/** The refusals by HTTP status, in the order of the statuses. */
export function byStatus(route: ApiRoute): [status: string, codes: ErrorCode[]][] {
  const groups = new Map<string, ErrorCode[]>();
  for (const { code, status } of refusalsOf(route)) groups.set(String(status), [...(groups.get(String(status)) ?? []), code]);
  return [...groups].sort(([a], [b]) => Number(a) - Number(b));
}
