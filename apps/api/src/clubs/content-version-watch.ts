import type { NoticeHandlers } from '../db/database-notices';

/** The channel migration 0061 announces each club's new content version on. */
export const CONTENT_VERSION_CHANNEL = 'club_content_versions';

export interface ContentVersionWatcher {
  /** The club's content version changed to `version` (decimal digits). */
  version(version: string): void;
  /** Changes may have been missed: the watcher must read the version again. */
  lost(): void;
}

/** What an instance kept in memory of clubs, forgotten as their content changes. */
export interface ContentForgetter {
  club(change: ContentChange): void;
  /** Changes may have been missed: forget every club. */
  all(): void;
}

export interface ContentChange {
  /** The club's slug (its old one too, when the slug changed). */
  club: string;
  accountId: number;
  version: string;
}

/**
 * The page servers' watches of clubs' content versions in this instance, fed by the database's
 * notices (`handlers`), so one listening connection serves every watch.
 */
export class ContentVersionWatches {
  private readonly watchers = new Map<string, Set<ContentVersionWatcher>>();
  private readonly forgetters: ContentForgetter[] = [];
  /** The newest version of each club this instance's watches were told or started with. */
  private readonly told = new Map<string, bigint>();
  /** Writes waiting to answer until their club's watches are told of its new version. */
  private readonly waits = new Set<{ club: string; version: bigint; done: () => void }>();

  /**
   * @param tellWithinMs How long a write waits for the database's notice of its change before it
   *   answers anyway (a notice that never comes ends the wait, not the write).
   */
  constructor(private readonly tellWithinMs = 2_000) {}

  readonly handlers: NoticeHandlers = {
    notice: (payload) => {
      const change = parseChange(payload);
      if (!change) return;
      // What this instance kept of the club goes first: a page server told of the change must
      // not be answered from it.
      for (const forget of this.forgetters) forget.club(change);
      for (const watcher of this.watchers.get(change.club) ?? []) watcher.version(change.version);
      this.noteTold(change.club, BigInt(change.version));
    },
    lost: () => {
      for (const forget of this.forgetters) forget.all();
      for (const watchers of this.watchers.values()) for (const watcher of watchers) watcher.lost();
      // The watches ended: their page servers read the version afresh, nothing to wait for.
      this.told.clear();
      for (const wait of [...this.waits]) wait.done();
    },
  };

  /** A watch of `club` started with `version`, read (not announced): it is told. */
  startedWith(club: string, version: string): void {
    this.noteTold(club, BigInt(version));
  }

  /** The clubs watched here now. */
  watchedClubs(): string[] {
    return [...this.watchers.keys()];
  }

  /**
   * Resolves once the watches of `club` here have been told of `version` or a later one, or
   * after the instance's limit: a write answers after its change is announced, so a page server
   * asked right after the answer does not serve the page it kept from before.
   */
  async toldOf(club: string, version: string): Promise<void> {
    if (!this.watchers.has(club)) return;
    const wanted = BigInt(version);
    if ((this.told.get(club) ?? -1n) < wanted) {
      await new Promise<void>((resolve) => {
        const wait = {
          club,
          version: wanted,
          done: () => {
            clearTimeout(limit);
            this.waits.delete(wait);
            resolve();
          },
        };
        const limit = setTimeout(wait.done, this.tellWithinMs);
        this.waits.add(wait);
      });
    }
    // A stream's write is held in its socket until the next tick (Node corks a response per
    // write), while an answer's end leaves at once: told in the same run of promise callbacks,
    // the answer would overtake the announcement. One turn of the event loop lets it out first.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Writes waiting for their change to be announced now. */
  get waitingWrites(): number {
    return this.waits.size;
  }

  private noteTold(club: string, version: bigint): void {
    if (version > (this.told.get(club) ?? -1n)) this.told.set(club, version);
    for (const wait of [...this.waits]) {
      if (wait.club === club && wait.version <= version) wait.done();
    }
  }

  /**
   * Runs `forget` for each changed club before its watchers hear of it (the API's caches); the
   * function returned stops it.
   */
  forgetOnChange(forget: ContentForgetter): () => void {
    this.forgetters.push(forget);
    return () => {
      const at = this.forgetters.indexOf(forget);
      if (at >= 0) this.forgetters.splice(at, 1);
    };
  }

  /** Starts telling `watcher` of the club's changes; the function returned stops it. */
  watch(club: string, watcher: ContentVersionWatcher): () => void {
    let watchers = this.watchers.get(club);
    if (!watchers) {
      watchers = new Set();
      this.watchers.set(club, watchers);
    }
    watchers.add(watcher);
    return () => {
      watchers.delete(watcher);
      if (watchers.size === 0 && this.watchers.get(club) === watchers) {
        this.watchers.delete(club);
        this.told.delete(club);
        // Nobody here is left to tell: a write waiting for the club answers now.
        for (const wait of [...this.waits]) if (wait.club === club) wait.done();
      }
    };
  }

  /** Watches open now. */
  get size(): number {
    let count = 0;
    for (const watchers of this.watchers.values()) count += watchers.size;
    return count;
  }
}

function parseChange(payload: string): ContentChange | undefined {
  try {
    const { club, account, version } = JSON.parse(payload) as {
      club?: unknown;
      account?: unknown;
      version?: unknown;
    };
    if (
      typeof club !== 'string' ||
      typeof account !== 'number' ||
      typeof version !== 'string' ||
      !/^[0-9]+$/.test(version)
    ) {
      return undefined;
    }
    return { club, accountId: account, version };
  } catch {
    return undefined;
  }
}
