import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClubLookup } from './club-lookup';
import {
  findClubRecord,
  findClubRecordById,
  insertClubAccount,
  type ClubRecord,
  type NewClubAccount,
  type ResolvedClub,
} from './club-repository';
import { ClubStoreCache } from './club-store-cache';

/** A club store answer ready to send: the body serialised once through the response schema. */
export interface ClubStoreEntry {
  readonly body: string;
  readonly etag: string;
}

interface DirectoryEntry extends ClubRecord {
  /** The store answer, made on its first request and kept with the record it was made from. */
  document?: ClubStoreEntry;
}

const slugKey = (slug: string) => `slug:${slug}`;
const idKey = (accountId: number) => `id:${accountId}`;

/**
 * The one way to find a club: its row read once and kept for `ttlMs` (unknown clubs too) in one
 * cache shared by every area, under its slug and its account id alike, so a read by either key
 * answers both. The club resolver hook, each request's lookups (`request.clubs`), the club store
 * call and the calls that name a club by account id all read through it. Code that writes a club
 * goes through `create` or calls `invalidate(slug)` (or `invalidateAll()`) so the next read by
 * either key sees the change; the TTL only bounds staleness across instances.
 */
export class ClubDirectory implements ClubLookup {
  readonly #cache: ClubStoreCache<DirectoryEntry>;

  constructor(
    private readonly db: Kysely<Database>,
    ttlMs: number,
  ) {
    this.#cache = new ClubStoreCache<DirectoryEntry>({
      ttlMs,
      keysOf: ({ club }) => [slugKey(club.slug), idKey(club.accountId)],
    });
  }

  /** The club of a slug; null when there is none. */
  async bySlug(slug: string): Promise<ResolvedClub | null> {
    return (await this.#entry(slug))?.club ?? null;
  }

  /** The club of an account id; null when there is none. */
  async byAccountId(accountId: number): Promise<ResolvedClub | null> {
    const entry = await this.#cache.get(idKey(accountId), () =>
      findClubRecordById(this.db, accountId),
    );
    return entry?.club ?? null;
  }

  /** The club's account record as stored (image paths not made absolute); null when none. */
  async account(slug: string): Promise<ClubAccount | null> {
    return (await this.#entry(slug))?.account ?? null;
  }

  /** The club store answer of a slug, made once per cached record by `serialize`. */
  async storeDocument(
    slug: string,
    serialize: (account: ClubAccount) => ClubStoreEntry,
  ): Promise<ClubStoreEntry | null> {
    const entry = await this.#entry(slug);
    if (!entry) return null;
    entry.document ??= serialize(entry.account);
    return entry.document;
  }

  /**
   * Adds a club and its menu; its slug and account id are read afresh at once (either may have
   * been cached unknown). Null when the slug is taken.
   */
  async create(club: NewClubAccount): Promise<number | null> {
    const accountId = await insertClubAccount(this.db, club);
    this.invalidate(club.slug);
    if (accountId !== null) this.#cache.invalidate(idKey(accountId));
    return accountId;
  }

  /** The club's next read, by its slug or its account id, sees its stored record. */
  invalidate(slug: string): void {
    this.#cache.invalidate(slugKey(slug));
  }

  invalidateAll(): void {
    this.#cache.invalidateAll();
  }

  #entry(slug: string): Promise<DirectoryEntry | null> {
    return this.#cache.get(slugKey(slug), () => findClubRecord(this.db, slug));
  }
}

type ClubAccount = ClubRecord['account'];
