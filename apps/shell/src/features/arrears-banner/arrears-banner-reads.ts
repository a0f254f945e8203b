import { createMemberPaymentCalls } from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';

/** How many of a member's payments failed, with the member it was read for. */
export interface ArrearsCount {
  userId: number;
  count: number;
}

/**
 * The signed-in member's failed payments (ADR 0035). The member's id keys the answer and comes
 * back with it: another member's count is never shown.
 */
export const arrearsCountRead = defineServerRead(
  'shell/arrears-count',
  async (http, { userId }: { userId: number }, signal): Promise<ArrearsCount> => {
    const result = await createMemberPaymentCalls(http).hasFailedPayments({ signal });
    return { userId, count: result.has_failed_payments ? result.count : 0 };
  },
);
