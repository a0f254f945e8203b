import type { ResolvedClub } from './club-repository';

/**
 * Finds a club by its site slug or its account id; null when there is none. The API's club
 * directory (`app.clubs`) is one, and each request's memo of it (`request.clubs`) another.
 */
export interface ClubLookup {
  bySlug(slug: string): Promise<ResolvedClub | null>;
  byAccountId(accountId: number): Promise<ResolvedClub | null>;
}
