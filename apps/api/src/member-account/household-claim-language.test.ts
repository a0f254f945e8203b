import type { CheckoutResult } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { newestMail, setLanguages } from '../mail/mail-language-test-kit';
import {
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  memberToken,
  planItem,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';

// The mail handing an adult of a family the link to claim their account speaks their language:
// their saved one where they have an account, else the club's default.

jest.setTimeout(180_000);

let t: IdentityTestApp;
let member: Record<string, string>;
let social: number;

beforeAll(async () => {
  t = await startCommerceApp();
  social = (await demoProducts(t.database.db)).get('adult-social-membership')!;
  member = bearer(await memberToken(t.app));
});
afterAll(async () => t?.close());
beforeEach(async () => resetRateLimits(t.database));

/** Buys a social membership for the adult with the languages set; answers the claim mail. */
async function addAdult(
  person: { first: string; last: string; email: string },
  saved: Language | null,
  clubDefault: Language,
) {
  await setLanguages(t.database.db, person.email, { saved, clubDefault });
  const cart = await createCart(t.app, [await planItem(t.app, social, person)], member);
  const paid = await checkout(t.app, member, {
    shopping_cart_id: cart.shopping_cart_id,
    confirmation_token: await cardToken(t.app, CARDS.visaDebit),
  });
  expect(paid.json<CheckoutResult>().order_status).toBe('Completed');
  return newestMail(t.app, person.email, 'family_claim');
}

describe('the claim mail in the adult’s language', () => {
  it('is in the club’s default language for an adult without an account', async () => {
    const irish = await addAdult(
      { first: 'Oisín', last: 'Walsh', email: 'oisin.walsh@example.ie' },
      null,
      'ga',
    );
    expect(irish.subject).toBe('Éiligh do chuntas le Glenarden Gaels GAA Club');
    expect(irish.text).toContain('Dia duit Oisín,');
    expect(irish.text).toContain(
      'Tá tú curtha le teaghlach Siobhan Murphy ag Glenarden Gaels GAA Club.',
    );
    expect(irish.html).toContain('>Éiligh mo chuntas</a>');
    expect(irish.text).not.toContain('Open this link');

    const english = await addAdult(
      { first: 'Ruairí', last: 'Walsh', email: 'ruairi.walsh@example.ie' },
      null,
      'en',
    );
    expect(english.subject).toBe('Claim your Glenarden Gaels GAA Club account');
    expect(english.text).toContain('Siobhan Murphy has added you to their family');
  });

  it('is in Irish for an adult whose account chose Irish', async () => {
    const mail = await addAdult(
      { first: 'Declan', last: 'Byrne', email: 'xgb@demo.touchline.test' },
      'ga',
      'en',
    );
    expect(mail.subject).toBe('Éiligh do chuntas le Glenarden Gaels GAA Club');
    expect(mail.text).toContain('Oibríonn an nasc uair amháin');
  });
});
