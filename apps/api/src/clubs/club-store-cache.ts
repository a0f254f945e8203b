export interface ClubStoreCacheOptions<T> {
  /** How long an entry is served without reading the database again; 0 turns caching off. */
  readonly ttlMs: number;
  /** Upper bound on remembered keys (unknown clubs included), oldest dropped first. */
  readonly maxEntries?: number;
  readonly now?: () => number;
  /**
   * Every key a loaded value is found by (a club's slug and its account id), so that one load by
   * either key answers both. A value is kept under the key it was loaded by alone without it.
   */
  readonly keysOf?: (value: T) => readonly string[];
}

interface Entry<T> {
  readonly value: T | null;
  readonly expiresAt: number;
  /** The keys this entry is kept under: they are stored, dropped and invalidated together. */
  readonly keys: readonly string[];
}

interface Load<T> {
  readonly promise: Promise<T | null>;
  /** The invalidation count when the load started (see `#invalidatedSince`). */
  readonly since: number;
  stale: boolean;
}

/**
 * In-memory cache of club store reads, keyed by slug (or by any key the caller chooses). `null`
 * (unknown club) is cached too, so made-up slugs do not reach the database on every request.
 * Concurrent misses share one load. Writers call `invalidate(key)` (or `invalidateAll()`); a load
 * that was running when its entry, or any other key of the value it read, was invalidated is not
 * stored, so a reader never keeps data older than the last write.
 */
export class ClubStoreCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #loads = new Map<string, Load<T>>();
  /** The invalidation count of each key invalidated while loads were running. */
  readonly #invalidated = new Map<string, number>();
  #invalidations = 0;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #keysOf: (value: T) => readonly string[];

  constructor(options: ClubStoreCacheOptions<T>) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
    this.#keysOf = options.keysOf ?? (() => []);
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(key: string, load: (key: string) => Promise<T | null>): Promise<T | null> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) return entry.value;

    const running = this.#loads.get(key);
    if (running) return running.promise;

    const current: Load<T> = {
      stale: false,
      since: this.#invalidations,
      promise: load(key).then(
        (value) => {
          const keys = this.#keysFor(key, value);
          const keep =
            !current.stale && this.#ttlMs > 0 && !this.#invalidatedSince(keys, current.since);
          this.#finish(key, current);
          if (keep) this.#store(keys, value);
          return value;
        },
        (error: unknown) => {
          this.#finish(key, current);
          throw error;
        },
      ),
    };
    this.#loads.set(key, current);
    return current.promise;
  }

  /** Drops the key's entry with every other key of the same value, and its running load. */
  invalidate(key: string): void {
    this.#invalidations += 1;
    if (this.#loads.size > 0) this.#invalidated.set(key, this.#invalidations);
    this.#drop(key);
    const running = this.#loads.get(key);
    if (running) {
      running.stale = true;
      this.#loads.delete(key);
    }
  }

  /** Drops every entry (and running load) whose key passes `test`. */
  invalidateWhere(test: (key: string) => boolean): void {
    for (const key of [...this.#entries.keys()]) if (test(key)) this.#drop(key);
    for (const [key, running] of [...this.#loads]) {
      if (!test(key)) continue;
      running.stale = true;
      this.#loads.delete(key);
    }
  }

  invalidateAll(): void {
    this.#entries.clear();
    for (const running of this.#loads.values()) running.stale = true;
    this.#loads.clear();
  }

  #keysFor(key: string, value: T | null): readonly string[] {
    return value === null ? [key] : [...new Set([key, ...this.#keysOf(value)])];
  }

  #finish(key: string, load: Load<T>): void {
    if (this.#loads.get(key) === load) this.#loads.delete(key);
    // Invalidations matter only to loads that ran across them.
    if (this.#loads.size === 0) this.#invalidated.clear();
  }

  #invalidatedSince(keys: readonly string[], since: number): boolean {
    return keys.some((key) => (this.#invalidated.get(key) ?? 0) > since);
  }

  /** Drops the key's entry and the same entry under its other keys. */
  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    for (const other of entry.keys) {
      if (this.#entries.get(other) === entry) this.#entries.delete(other);
    }
  }

  #store(keys: readonly string[], value: T | null): void {
    for (const key of keys) this.#drop(key);
    while (this.#entries.size + keys.length > this.#maxEntries && this.#entries.size > 0) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#drop(oldest.value);
    }
    const entry: Entry<T> = { value, expiresAt: this.#now() + this.#ttlMs, keys };
    for (const key of keys) this.#entries.set(key, entry);
  }
}
