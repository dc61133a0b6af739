/**
 * What an admin has typed in a wizard, kept in this browser's localStorage until it is saved or discarded: a reload,
 * a closed tab or a session that expired mid-edit loses nothing (docs/security.md, "Admin sessions"). One entry per account
 * and item, so that two admins sharing a computer never see each other's work. An explicit logout takes the account's
 * work with it (dropAccountKept): whoever uses the browser next must not find it there.
 */
const PREFIX = 'lyceum.unsaved';

export interface Kept<T> {
  form: T;
  /** When it was last typed (ISO). */
  at: string;
}

/** The account a token was issued to (its JWT's `id`), or null for no token or one of another form. */
export function accountOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { id } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { id?: unknown };
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  } catch {
    return null;
  }
}

/** The entry of one account's work on one item, e.g. `news:new` or `page-text:<menu id>`. */
export const keptKey = (account: string, scope: string) => `${PREFIX}:${account}:${scope}`;

/** The kept work, or null when there is none or it cannot be read (then it is dropped). */
export function readKept<T>(key: string): Kept<T> | null {
  try {
    const text = localStorage.getItem(key);
    if (!text) return null;
    const kept = JSON.parse(text) as Partial<Kept<T>>;
    if (typeof kept.at === 'string' && kept.form && typeof kept.form === 'object') return kept as Kept<T>;
  } catch {
    // unreadable: dropped below
  }
  dropKept(key);
  return null;
}

/** Keeps the form; a full storage or one the browser refuses loses the copy, never the typing on screen. */
export function writeKept<T>(key: string, form: T, at = new Date()) {
  try {
    localStorage.setItem(key, JSON.stringify({ form, at: at.toISOString() } satisfies Kept<T>));
  } catch {
    // nothing to do: the form itself is still on screen
  }
}

export function dropKept(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // as above
  }
}

/** Drops every item's kept work of one account: what a logout leaves on a shared computer. */
export function dropAccountKept(account: string) {
  const prefix = keptKey(account, '');
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // a browser that refuses storage kept nothing
  }
}
