import type { Language } from '@touchline/contracts/languages';
import { sql } from 'kysely';
import { createClock } from '../clock/clock';
import { setLanguages } from '../mail/mail-language-test-kit';
import { createOutboxMailer } from '../mail/mail-port';
import { testConfig } from '../testing/test-database';
import {
  demoProducts,
  SEEDED,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';
import { sendRenewalReminders } from './renewal-reminders';

// The renewal reminder speaks the member's language: their saved one, else the club's default.

jest.setTimeout(180_000);

let t: IdentityTestApp;

beforeAll(async () => {
  t = await startCommerceApp();
  const playing = (await demoProducts(t.database.db)).get('adult-playing-membership')!;
  // Next season's plan of the same name is on sale, and this one ends in 30 days.
  const next = await sql<{ product_id: number }>`
    insert into products (account_id, program_id, type, slug, name, description, price,
      valid_from, valid_to, metadata, position)
    select account_id, program_id, type, 'adult-playing-membership-next', name, description,
      price + 500, valid_from + interval '1 year', valid_to + interval '1 year', metadata,
      position + 100
    from products where product_id = ${playing}
    returning product_id`.execute(t.database.db);
  const nextId = next.rows[0]!.product_id;
  await sql`insert into payment_options (product_id, type) values (${nextId}, 'full')`.execute(
    t.database.db,
  );
  await sql`insert into plan_registration_forms (product_id, form_type, registration_form_id)
    select ${nextId}, form_type, registration_form_id from plan_registration_forms
    where product_id = ${playing}`.execute(t.database.db);
  const ends = await t.database.db
    .selectFrom('products')
    .select(sql<string>`to_char(valid_to, 'YYYY-MM-DD')`.as('valid_to'))
    .where('product_id', '=', playing)
    .executeTakeFirstOrThrow();
  const target = new Date(`${ends.valid_to}T12:00:00Z`).getTime() - 30 * 86_400_000;
  await createClock(t.database.db, { movable: true }).advance(target - Date.now());
});

afterAll(async () => {
  if (t) await createClock(t.database.db, { movable: true }).reset();
  await t?.close();
});

/** Runs the reminders afresh with the languages set; answers the member's Adult Playing one. */
async function remind(saved: Language | null, clubDefault: Language) {
  await setLanguages(t.database.db, SEEDED.demoMember.email, { saved, clubDefault });
  await t.database.db.deleteFrom('membership_renewal_reminders').execute();
  await t.database.db
    .deleteFrom('mail_outbox')
    .where('kind', '=', 'membership_renewal_reminder')
    .execute();
  await sendRenewalReminders({
    db: t.database.db,
    config: testConfig(),
    mail: createOutboxMailer(t.database.db),
    clock: createClock(t.database.db, { movable: true }),
  });
  const mails = await t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('kind', '=', 'membership_renewal_reminder')
    .where('to_address', '=', SEEDED.demoMember.email)
    .execute();
  return mails.find((mail) => mail.text_body.includes('Adult Playing Membership'))!;
}

describe('the renewal reminder in the member’s language', () => {
  it('is in Irish for a member who chose Irish', async () => {
    const mail = await remind('ga', 'en');
    expect(mail.subject).toBe(
      'Glenarden Gaels GAA Club: athnuaigh Adult Playing Membership don séasúr seo chugainn',
    );
    expect(mail.text_body).toMatch(
      /Críochnaíonn .*Adult Playing Membership.* ar \d{2}\/\d{2}\/\d{4}\./,
    );
    expect(mail.text_body).toContain('Athnuaigh i do chuntas:');
    expect(mail.html_body).toContain('<pre lang="ga"');
    expect(mail.text_body).not.toContain('ends on');
  });

  it('is in the club’s default language for a member who chose none', async () => {
    expect((await remind(null, 'ga')).text_body).toContain('Athnuaigh i do chuntas:');
    const english = await remind(null, 'en');
    expect(english.subject).toBe(
      'Glenarden Gaels GAA Club: renew Adult Playing Membership for next season',
    );
    expect(english.text_body).toMatch(/ends on \d{2}\/\d{2}\/\d{4}\./);
  });
});
