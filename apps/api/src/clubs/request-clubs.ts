import type { ClubLookup } from './club-lookup';
import type { ResolvedClub } from './club-repository';

/**
 * One request's club lookups (`request.clubs`): each club is asked of the directory once per
 * request, by whichever key comes first, and then found by its slug and its account id alike.
 * The path's club and every later lookup of the same club in the request share one answer, so
 * a request never sees a club change halfway through.
 */
export class RequestClubs implements ClubLookup {
  readonly #found = new Map<string, Promise<ResolvedClub | null>>();

  constructor(private readonly directory: ClubLookup) {}

  bySlug(slug: string): Promise<ResolvedClub | null> {
    return this.#find(`slug:${slug}`, () => this.directory.bySlug(slug));
  }

  byAccountId(accountId: number): Promise<ResolvedClub | null> {
    return this.#find(`id:${accountId}`, () => this.directory.byAccountId(accountId));
  }

  #find(key: string, find: () => Promise<ResolvedClub | null>): Promise<ResolvedClub | null> {
    const known = this.#found.get(key);
    if (known) return known;
    const found = find().then(
      (club) => {
        if (club) {
          this.#found.set(`slug:${club.slug}`, found);
          this.#found.set(`id:${club.accountId}`, found);
        }
        return club;
      },
      (error: unknown) => {
        // A failed read is not an answer: a later lookup in the request reads again.
        this.#found.delete(key);
        throw error;
      },
    );
    this.#found.set(key, found);
    return found;
  }
}
