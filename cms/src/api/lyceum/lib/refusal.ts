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
    case 404:
      return new errors.NotFoundError(message, withCode);
    default:
      return new errors.ValidationError(message, withCode);
  }
}
