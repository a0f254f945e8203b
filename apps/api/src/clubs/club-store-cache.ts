export interface ClubStoreCacheOptions {
  /** How long an entry is served without reading the database again; 0 turns caching off. */
  readonly ttlMs: number;
  /** Upper bound on remembered clubs (unknown slugs included), oldest dropped first. */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

interface Entry<T> {
  readonly value: T | null;
  readonly expiresAt: number;
}

interface Load<T> {
  readonly promise: Promise<T | null>;
  stale: boolean;
}

/**
 * In-memory cache of club store reads, keyed by slug. `null` (unknown club) is cached too, so
 * made-up slugs do not reach the database on every request. Concurrent misses share one load.
 * Writers call `invalidate(slug)` (or `invalidateAll()`); a load that was running when its
 * entry was invalidated is not stored, so a reader never keeps data older than the last write.
 */
export class ClubStoreCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #loads = new Map<string, Load<T>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: ClubStoreCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(slug: string, load: (slug: string) => Promise<T | null>): Promise<T | null> {
    const entry = this.#entries.get(slug);
    if (entry && entry.expiresAt > this.#now()) return entry.value;

    const running = this.#loads.get(slug);
    if (running) return running.promise;

    const current: Load<T> = {
      stale: false,
      promise: load(slug).then(
        (value) => {
          if (this.#loads.get(slug) === current) this.#loads.delete(slug);
          if (!current.stale && this.#ttlMs > 0) this.#store(slug, value);
          return value;
        },
        (error: unknown) => {
          if (this.#loads.get(slug) === current) this.#loads.delete(slug);
          throw error;
        },
      ),
    };
    this.#loads.set(slug, current);
    return current.promise;
  }

  invalidate(slug: string): void {
    this.#entries.delete(slug);
    const running = this.#loads.get(slug);
    if (running) {
      running.stale = true;
      this.#loads.delete(slug);
    }
  }

  /** Drops every entry (and running load) whose key passes `test`. */
  invalidateWhere(test: (key: string) => boolean): void {
    for (const key of [...this.#entries.keys()]) if (test(key)) this.#entries.delete(key);
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

  #store(slug: string, value: T | null): void {
    this.#entries.delete(slug);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(slug, { value, expiresAt: this.#now() + this.#ttlMs });
  }
}
