import { ORIGINAL_WIDTH, RESPONSIVE_WIDTHS } from '@lyceum/contract/sizes';

/** The one fetch client: JSON envelopes in, an ApiError for any status outside 200-299. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | undefined>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string; content?: T } | null;
  if (!response.ok || !body) throw new ApiError(response.status, body?.message ?? `HTTP ${response.status}`);
  return body.content as T;
}

export const fileUrl = (name: string) => `/api/attachment/${encodeURIComponent(name)}`;
export const thumbnailUrl = (name: string) => `/api/attachment/resize/${encodeURIComponent(name)}`;

/** Strapi's responsive copies (the gateway's ?w=); the original serves anything wider. */
export const responsiveSrcSet = (name: string) =>
  [...RESPONSIVE_WIDTHS.map((width) => `${fileUrl(name)}?w=${width} ${width}w`), `${fileUrl(name)} ${ORIGINAL_WIDTH}w`].join(', ');
/** An `<img>`'s sources for a stored photo: the original, and its copies for the browser to pick by `sizes`. */
export const photoSources = (name: string) => ({ src: fileUrl(name), srcSet: responsiveSrcSet(name) });
