import type { EmailOptOutBody, UnsubscribeFriendBody } from '@touchline/contracts';
import type { StorefrontMessageId } from '../messages/storefront-messages';

/** Which email link opened the page, from its path. */
export type EmailAction = 'recurring-email-status' | 'unsubscribe-lotto-friend-email';

/** The messages of a saved answer that opts out, by link. */
export const EMAIL_ACTION_TEXTS = {
  'recurring-email-status': 'emailAction.optedOut',
  'unsubscribe-lotto-friend-email': 'emailAction.friendUnsubscribed',
  failed: 'emailAction.failed',
} as const satisfies Record<EmailAction | 'failed', StorefrontMessageId>;

/** The same links with opt_out=false: the answer is to keep the emails. */
export const EMAIL_KEPT_TEXTS = {
  'recurring-email-status': 'emailAction.kept',
  'unsubscribe-lotto-friend-email': 'emailAction.friendKept',
} as const satisfies Record<EmailAction, StorefrontMessageId>;

/** The message of a saved answer: opting out, or (opt_out=false) keeping the emails. */
export const savedText = (
  action: EmailAction,
  request: EmailActionRequest | null,
): StorefrontMessageId =>
  request && !request.body.opt_out ? EMAIL_KEPT_TEXTS[action] : EMAIL_ACTION_TEXTS[action];

/** The typed call behind an email link. */
export type EmailActionRequest =
  | { kind: 'opt-out'; club: string; body: EmailOptOutBody }
  | { kind: 'unsubscribe-friend'; club: string; friendId: number; body: UnsubscribeFriendBody };

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

/**
 * The API call behind an email link, from the page's query parameters (email_id,
 * member_id, payment_ack, opt_out, id and the signed token t); null when the ids are malformed.
 */
export function emailActionRequest(
  action: EmailAction,
  club: string,
  query: URLSearchParams,
): EmailActionRequest | null {
  if (action === 'recurring-email-status') {
    const listId = query.get('email_id') ?? '';
    const memberId = query.get('member_id') ?? '';
    if (!POSITIVE_ID.test(listId) || !POSITIVE_ID.test(memberId)) return null;
    return {
      kind: 'opt-out',
      club,
      body: {
        email_distribution_list_id: Number(listId),
        member_id: Number(memberId),
        opt_out: flag(query.get('opt_out'), true),
        payment_ack: flag(query.get('payment_ack'), false),
        // The link's signed token; a link without one is refused by the API, which says so.
        token: query.get('t') || '-',
      },
    };
  }
  const id = query.get('id') ?? '';
  if (!POSITIVE_ID.test(id)) return null;
  return {
    kind: 'unsubscribe-friend',
    club,
    friendId: Number(id),
    body: { opt_out: flag(query.get('opt_out'), true), token: query.get('t') || '-' },
  };
}

function flag(value: string | null, fallback: boolean): boolean {
  if (value === null || value === '') return fallback;
  return value === 'true' || value === '1';
}
