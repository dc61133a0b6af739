import { ERRORS, type ErrorCode } from '@lyceum/contract';
import { errors } from '@strapi/utils';

/**
 * A refusal with its contract code in Strapi's error details, which the gateway passes on as it is
 * (gateway/src/cms/client.ts); the error class gives Strapi's answer the code's status.
 */
export function refusal(code: ErrorCode, message: string = ERRORS[code].message, details: Record<string, unknown> = {}) {
  const withCode = { ...details, code };
  switch (ERRORS[code].status) {
    case 401:
      return new errors.UnauthorizedError(message, withCode);
    case 403:
      return new errors.ForbiddenError(message, withCode);
    case 404:
      return new errors.NotFoundError(message, withCode);
    default:
      return new errors.ValidationError(message, withCode);
  }
}

type Parse<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } };

/** A body by the contract's schema (the gateway has parsed it already; Strapi checks again), or the 400 of its first broken rule. */
export function parsedBody<T>(schema: Parse<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw refusal('INVALID_REQUEST', parsed.error.issues[0].message);
  return parsed.data;
}

/** The items a list read names (`?items=a,b,c`, as the gateway sends one page of ids): at most 100. */
export const itemIdsOf = (query: Record<string, unknown>): string[] =>
  typeof query.items === 'string' ? query.items.split(',').filter(Boolean).slice(0, 100) : [];
