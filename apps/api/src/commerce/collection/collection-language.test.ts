import type { Language } from '@touchline/contracts/languages';
import { createClock, type Clock } from '../../clock/clock';
import type { DatabaseHandle } from '../../db/open-database';
import { createTestDatabase, testConfig } from '../../testing/test-database';
import { createCommerceContext } from '../commerce-context';
import { dateOf } from './collection-repository';
import { createCollectionService, type CollectionService } from './collection-service';

// The mails of a collected instalment speak the member's language: their saved one, else the
// club's default.

jest.setTimeout(120_000);

const MEMBER = 'member@demo.touchline.test';

let database: DatabaseHandle;
let clock: Clock;
let collection: CollectionService;
let userId: number;
let order: { order_id: string; order_item_id: number; account_id: number };
let nextSequence = 40;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createClock(database.db, { movable: true });
  collection = createCollectionService(createCommerceContext(database.db, testConfig()), clock);
  userId = (
    await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', MEMBER)
      .executeTakeFirstOrThrow()
  ).id;
  order = await database.db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .select(['o.order_id', 'i.order_item_id', 'o.account_id'])
    .where('o.user_id', '=', userId)
    .executeTakeFirstOrThrow();
});
afterAll(async () => database?.close());

async function setLanguages(saved: Language | null, clubDefault: Language) {
  await database.db
    .updateTable('users')
    .set({ language: saved })
    .where('id', '=', userId)
    .execute();
  await database.db
    .updateTable('clubs')
    .set({ default_language: clubDefault })
    .where('account_id', '=', order.account_id)
    .execute();
}

/** Makes the member's saved card ending `lastFour` the one charged. */
async function chargeTo(lastFour: string) {
  await database.db
    .updateTable('payment_methods')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .execute();
  await database.db
    .updateTable('payment_methods')
    .set({ is_default: true })
    .where('user_id', '=', userId)
    .where('last_four_digits', '=', lastFour)
    .execute();
}

/** Charges a new instalment due today (declined by the card ending 0341); answers its mail. */
async function collect(lastFour: '5556' | '0341') {
  await chargeTo(lastFour);
  const sequence = nextSequence++;
  const row = await database.db
    .insertInto('order_instalments')
    .values({
      order_id: order.order_id,
      order_item_id: order.order_item_id,
      sequence,
      due_on: dateOf(await clock.now()),
      amount: 1500,
    })
    .returning('order_instalment_id')
    .executeTakeFirstOrThrow();
  await collection.charge(row.order_instalment_id);
  const mails = await database.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'text_body', 'html_body', 'data'])
    .where('to_address', '=', MEMBER)
    .where('kind', 'in', ['instalment_paid', 'instalment_failed'])
    .orderBy('id', 'desc')
    .execute();
  return mails.find((mail) => (mail.data as { sequence?: number }).sequence === sequence)!;
}

describe('instalment mails in the member’s language', () => {
  it('are in Irish for a member who chose Irish', async () => {
    await setLanguages('ga', 'en');
    const paid = await collect('5556');
    expect(paid.kind).toBe('instalment_paid');
    expect(paid.subject).toMatch(/: fuarthas íocaíocht €15\.00$/);
    expect(paid.text_body).toMatch(
      /Ghearramar €15\.00 ar do chárta sábháilte: íocaíocht \d+ as \d+ do /,
    );
    expect(paid.html_body).toContain('<pre lang="ga"');
    expect(paid.text_body).not.toContain('We charged');

    const failed = await collect('0341');
    expect(failed.kind).toBe('instalment_failed');
    expect(failed.subject).toMatch(/: níor éirigh le d’íocaíocht €15\.00$/);
    expect(failed.text_body).toContain('Níorbh fhéidir linn €15.00 a ghearradh');
    expect(failed.text_body).toContain('Déanfaimid iarracht arís ar');
    expect(failed.text_body).not.toContain('We will try again');
  });

  it('are in the club’s default language for a member who chose none', async () => {
    await setLanguages(null, 'ga');
    expect((await collect('5556')).subject).toMatch(/: fuarthas íocaíocht €15\.00$/);
    await setLanguages(null, 'en');
    const english = await collect('5556');
    expect(english.subject).toMatch(/: payment of €15\.00 received$/);
    expect(english.text_body).toMatch(
      /We charged €15\.00 to your saved card: payment \d+ of \d+ for /,
    );
  });
});
