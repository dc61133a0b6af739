/** An answer the client caused or may act on; everything else is a 500 and a bug. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra: Record<string, unknown> = {}) => new HttpError(400, message, extra);
export const unauthorized = (message = 'Authorization required') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const cmsUnavailable = () => new HttpError(503, 'The content service is unavailable, please try again shortly');
