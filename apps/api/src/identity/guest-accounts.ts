import type { ErrorBody, GuestCreated } from '@touchline/contracts';
import { checkGuest, hasErrors } from './account-rules';
import { findClub, type IdentityContext } from './identity-context';
import { upsertGuestMember } from './member-repository';
import { issueGuestToken } from './tokens';

export const GUEST_CHECKOUT_OFF = 'This club does not take guest checkouts';
export const GUEST_INVALID = 'An error occurred while creating guest account.';

export type GuestResult =
  | { readonly ok: true; readonly guest: GuestCreated }
  | { readonly ok: false; readonly status: 404 | 403 | 422; readonly body: ErrorBody };

/**
 * Creates (or refreshes) the guest member of a club for an email and issues its guest token
 * (spec 002: guest checkout). The club must take guest checkouts.
 */
export async function createGuest(
  context: IdentityContext,
  guest: {
    first_name: string;
    last_name: string;
    email: string;
    account_id: number | string;
    client_id?: string | undefined;
  },
): Promise<GuestResult> {
  const errors = checkGuest(guest);
  if (hasErrors(errors))
    return { ok: false, status: 422, body: { message: GUEST_INVALID, errors } };
  const club = await findClub(context.db, { accountId: Number(guest.account_id) });
  if (!club) return { ok: false, status: 404, body: { message: 'Club not found' } };
  if (!club.features.guest_checkout) {
    return { ok: false, status: 403, body: { message: GUEST_CHECKOUT_OFF } };
  }
  const member = await upsertGuestMember(context.db, {
    accountId: club.accountId,
    firstName: guest.first_name,
    lastName: guest.last_name,
    email: guest.email,
  });
  const oauth = await issueGuestToken(context.db, member.member_id, guest.client_id ?? null);
  return { ok: true, guest: { member, oauth } };
}
