import type { Features } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_FEATURES } from './club-repository';
import { ClubStoreCache } from './club-store-cache';

/** What most routes need to know about the club in their path. */
export interface ClubRef {
  readonly accountId: number;
  readonly slug: string;
  readonly name: string;
  readonly features: Features;
}

/**
 * Resolves a club slug to its id, name and feature flags, cached briefly (slugs and flags change
 * rarely; the TTL bounds staleness across instances). Unknown slugs resolve to null.
 */
export function createClubLookup(db: Kysely<Database>, ttlMs: number) {
  const cache = new ClubStoreCache<ClubRef>({ ttlMs });
  return {
    find(slug: string): Promise<ClubRef | null> {
      return cache.get(slug, async (key) => {
        const row = await db
          .selectFrom('clubs')
          .select(['account_id', 'slug', 'name', 'features'])
          .where('slug', '=', key)
          .executeTakeFirst();
        if (!row) return null;
        return {
          accountId: row.account_id,
          slug: row.slug,
          name: row.name,
          features: { ...DEFAULT_FEATURES, ...(row.features as Partial<Features>) },
        };
      });
    },
    invalidate: (slug: string) => cache.invalidate(slug),
  };
}

export type ClubLookup = ReturnType<typeof createClubLookup>;
