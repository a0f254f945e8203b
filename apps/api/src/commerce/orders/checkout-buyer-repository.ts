// Who is checking out, and the order an earlier request of theirs made already (the same cart
// revision or Idempotency-Key).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import type { Auth } from '../../identity/authenticate';
import type { OrderRow } from './order-row';

/** Who is checking out: the guest's member row, or the signed-in user and their club member. */
export async function buyerOf(trx: Kysely<Database>, auth: Auth, accountId: number) {
  if (auth.kind === 'guest') {
    const guest = await trx
      .selectFrom('members')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', '=', auth.memberId)
      .executeTakeFirstOrThrow();
    return { userId: null, memberId: guest.id, ...guest };
  }
  const user = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  const member = await trx
    .selectFrom('members')
    .select('id')
    .where('user_id', '=', auth.userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { userId: auth.userId, memberId: member?.id ?? null, ...user };
}

export type Buyer = Awaited<ReturnType<typeof buyerOf>>;

/**
 * The order an earlier request made for this revision of the cart, or for the same
 * Idempotency-Key. A key belongs to one buyer and one cart: the same key on another cart, or
 * from another buyer, is refused (409) and never answers that other order.
 */
export async function earlierOrder(
  trx: Kysely<Database>,
  accountId: number,
  cart: { shopping_cart_id: string; revision: number },
  buyer: Buyer,
  idempotencyKey: string | null,
): Promise<OrderRow | undefined> {
  const sameBuyer = (order: OrderRow) =>
    buyer.userId !== null ? order.user_id === buyer.userId : order.member_id === buyer.memberId;
  if (idempotencyKey) {
    const byKey = await trx
      .selectFrom('orders')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (byKey) {
      if (byKey.shopping_cart_id !== cart.shopping_cart_id || !sameBuyer(byKey)) {
        throw fail('idempotency_key_reused');
      }
      return byKey;
    }
  }
  const byRevision = await trx
    .selectFrom('orders')
    .selectAll()
    .where('shopping_cart_id', '=', cart.shopping_cart_id)
    .where('cart_revision', '=', cart.revision)
    .executeTakeFirst();
  if (byRevision && !sameBuyer(byRevision)) throw fail('cart_not_found');
  return byRevision;
}
