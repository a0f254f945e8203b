import type { LottoEntryList } from '@touchline/contracts';
import type { CallOptions, Http } from '../http';

const checks = () => import('../generated/member-lotto-validators');

/** The member's lotto and draw entries (the account area's My lotto page). */
export function createMemberLottoCalls(http: Http) {
  return {
    /**
     * `GET /member/lotto-entries`: every lotto and draw entry in every club, those still in play
     * first, with their numbers, draws left, next draw and renewal.
     */
    getLottoEntries: ({ signal }: CallOptions = {}) =>
      http<LottoEntryList>('/member/lotto-entries', {
        signal,
        cache: 'no-store',
        check: { lazy: () => checks().then((m) => m.validateLottoEntryList) },
      }),
  };
}

export type MemberLottoCalls = ReturnType<typeof createMemberLottoCalls>;
