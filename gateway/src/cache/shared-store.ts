/** What a cache shares with the other gateway instances: answers, and word of the writes that make them stale. */
export interface SharedAnswer {
  json: string;
  tags: readonly string[];
  storedAt: number;
}

/** A shared read: the answer held (if any), and the store's count of invalidations when it was read. */
export interface SharedRead {
  answer: SharedAnswer | undefined;
  version: number;
}

export interface SharedStore {
  get(key: string): Promise<SharedRead>;
  /**
   * Keeps an answer loaded after `get` returned `version`, unless one of its tags was invalidated since: another
   * instance's write may have landed while this one read Strapi, and its word may not have arrived here yet.
   */
  set(key: string, answer: SharedAnswer, version: number): Promise<void>;
  /** Drops every shared answer with one of these tags and tells every instance, this one included. */
  invalidate(tags: readonly string[]): Promise<void>;
  onInvalidate(listener: (tags: readonly string[]) => void): void;
  close(): Promise<void>;
}
