import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ERRORS } from '../errors/catalogue';
import { hasInstalmentsToTake, hasRenewalsRunning } from './card-dependency-repository';

/** The refusal of the last card while payments depend on it. */
export const ONLY_CARD_IN_USE = ERRORS.only_card_in_use.message;

/**
 * Whether the member's saved cards are needed: payments of an instalment plan still to be
 * taken (due or failed), or lotto and draw items that renew automatically and have not been
 * stopped. The member's last card cannot be removed while they are.
 */
export async function cardsAreNeeded(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await hasInstalmentsToTake(db, userId)) || (await hasRenewalsRunning(db, userId));
}
