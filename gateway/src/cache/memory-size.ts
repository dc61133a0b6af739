/**
 * What the gateway's in-memory caches count an entry as, so that each is bounded by bytes and not
 * only by entries: a flood of unique requests then costs at most each cache's budget, however
 * small or large its entries are.
 */

/** Memory a string may take: V8 keeps a string with any character above U+00FF at two bytes a character. */
export const stringBytes = (text: string): number => text.length * 2;

/**
 * What an entry costs besides its contents: the cache's own slots, the objects around the value
 * and a tag index's reference to the key. Generous, so that many tiny entries are not undercounted.
 */
export const ENTRY_OVERHEAD_BYTES = 256;

/** An entry keyed by `key` holding `strings` (and small objects around them). */
export const entryBytes = (key: string, ...strings: readonly string[]): number =>
  ENTRY_OVERHEAD_BYTES + stringBytes(key) + strings.reduce((sum, text) => sum + stringBytes(text), 0);
