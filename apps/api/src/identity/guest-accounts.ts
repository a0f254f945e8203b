import type { GuestCreated } from '@touchline/contracts';
import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import { checkGuest, hasErrors } from './account-rules';
import type { IdentityContext } from './identity-context';
import { upsertGuestMember } from './member-repository';
import { issueGuestToken } from './tokens';

export const GUEST_CHECKOUT_OFF = ERRORS.guest_checkout_off.message;
export const GUEST_INVALID = ERRORS.guest_invalid.message;

/**
 * Creates (or refreshes) the guest member of a club for an email and issues its guest token
 * for checking out as a guest. The club must take guest checkouts; refusals are thrown.
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
): Promise<GuestCreated> {
  const errors = checkGuest(guest);
  if (hasErrors(errors)) throw fail('guest_invalid', { errors });
  const club = await context.clubs.byAccountId(Number(guest.account_id));
  if (!club) throw fail('club_not_found');
  if (!club.features.guest_checkout) throw fail('guest_checkout_off');
  const member = await upsertGuestMember(context.db, {
    accountId: club.accountId,
    firstName: guest.first_name,
    lastName: guest.last_name,
    email: guest.email,
  });
  const oauth = await issueGuestToken(context.db, member.member_id, guest.client_id ?? null);
  return { member, oauth };
}
