import type { ClubAccount } from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { storePath } from './paths';

/**
 * The club account record. A page served with its data carries the record (the boot reads it
 * from the page), so the first load does not need this call's check: it loads with the call,
 * in parallel with the request.
 */
export function createClubCalls(http: Http) {
  return {
    /** `GET /store/{club}` */
    getClubStore: (club: string, { signal }: CallOptions = {}) =>
      http<ClubAccount>(storePath(club), {
        signal,
        auth: 'none',
        check: {
          lazy: () => import('../generated/club-validators').then((m) => m.validateClubAccount),
        },
      }),
  };
}

export type ClubCalls = ReturnType<typeof createClubCalls>;
