/** What a cache shares with the other gateway instances: answers, and word of the writes that make them stale. */
export interface SharedAnswer {
  json: string;
  tags: readonly string[];
  storedAt: number;
}

export interface SharedStore {
  get(key: string): Promise<SharedAnswer | undefined>;
  set(key: string, answer: SharedAnswer): Promise<void>;
  /** Drops every shared answer with one of these tags and tells every instance, this one included. */
  invalidate(tags: readonly string[]): Promise<void>;
  onInvalidate(listener: (tags: readonly string[]) => void): void;
  close(): Promise<void>;
}
