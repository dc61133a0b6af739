import { z } from 'zod';
import { ERRORS, isErrorCode } from '@lyceum/contract';
import { HttpError, badRequest, cmsUnavailable, unauthorized } from '../errors.js';
import { strapiError, type CmsClient } from './client.js';

/**
 * Strapi's call for the signed-in admin that asks for the password or a code, its refusals in the contract's terms
 * (a wrong code or password counts as a guess).
 */
export const confirmedCall = async <S extends z.ZodType>(
  cms: CmsClient,
  schema: S,
  path: string,
  token: string,
  body?: unknown,
  onRefusal?: () => void,
  method: 'POST' | 'PUT' = 'POST',
) => {
  const answer = await cms.fetch(path, {
    method,
    token,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (answer.status === 401 || answer.status === 403) throw unauthorized('TOKEN_INVALID');
  if (answer.status === 400) {
    const refusal = strapiError.safeParse(await answer.json().catch(() => undefined));
    const error = refusal.success ? refusal.data.error : undefined;
    const field = error?.details?.field;
    if (error?.details?.code === 'TWO_FACTOR_INVALID' || field === 'password') onRefusal?.();
    const fields = error?.details?.errors ?? (field ? { [field]: error?.message ?? '' } : undefined);
    const extra = fields ? { errors: fields } : {};
    const code = error?.details?.code;
    // A code of a 401 is answered 400: the session is fine, only the form was refused. Others keep their status.
    if (isErrorCode(code))
      throw new HttpError(code, { message: error?.message, extra, status: ERRORS[code].status === 401 ? 400 : undefined });
    throw badRequest(error?.message, extra);
  }
  if (!answer.ok) throw cmsUnavailable();
  return schema.parse(await answer.json());
};
