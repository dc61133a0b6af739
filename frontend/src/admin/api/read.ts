/**
 * A read of the admin API: its address, which is also its SWR key (useAdmin). Only the area modules beside this one
 * make reads, so that every address is written once, and the type carries the contract's answer to the caller.
 */
export type AdminRead<Answer> = string & { readonly answers?: Answer };

export const adminRead = <Answer>(path: string) => path as AdminRead<Answer>;

/** A query string from the parameters that are set, in their order. */
export const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
