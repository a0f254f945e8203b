import type { ClubAccount } from '@touchline/contracts';
import { validateClubAccount } from '../generated/club-validators';
import type { CallOptions, Http } from '../http';
import { storePath } from './paths';

/** The club account record: read before every page, so its check is bundled, not loaded. */
export function createClubCalls(http: Http) {
  return {
    /** `GET /store/{club}` */
    getClubStore: (club: string, { signal }: CallOptions = {}) =>
      http<ClubAccount>(storePath(club), { signal, auth: 'none', check: validateClubAccount }),
  };
}

export type ClubCalls = ReturnType<typeof createClubCalls>;
