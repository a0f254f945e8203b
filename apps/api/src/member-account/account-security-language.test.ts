import type { Language } from '@touchline/contracts/languages';
import {
  bearer,
  resetRateLimits,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from '../identity/identity-test-kit';
import { newestMail, setLanguages } from '../mail/mail-language-test-kit';

// The mails of an email change speak the member's language: their saved one, else the default
// of the club whose site they asked on.

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentityApp();
});
afterAll(async () => t?.close());
beforeEach(async () => resetRateLimits(t.database));

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** Changes the account's address on the demo club's site; answers both mails. */
async function changeEmail(
  account: { email: string; password: string },
  newEmail: string,
  languages: { saved: Language | null; clubDefault: Language },
) {
  await setLanguages(t.database.db, account.email, languages);
  const headers = {
    ...bearer((await signIn(t.app, account)).access_token),
    origin: 'http://demo.localhost:4200',
  };
  const sent = await post('/v2/user/email', headers, {
    current_password: account.password,
    email: newEmail,
  });
  expect(sent.statusCode).toBe(200);
  const change = await newestMail(t.app, newEmail, 'email_change');
  const link = new URL(String(change.data['link']));
  const confirmed = await post(
    '/v2/user/email/confirm',
    { origin: 'http://demo.localhost:4200' },
    { code: link.searchParams.get('c') ?? '' },
  );
  expect(confirmed.statusCode).toBe(200);
  return { change, notice: await newestMail(t.app, account.email, 'email_change_notice') };
}

describe('email change mails in the member’s language', () => {
  it('are in Irish for a member who chose Irish', async () => {
    const { change, notice } = await changeEmail(SEEDED.demoMember, 'siobhan.nua@example.ie', {
      saved: 'ga',
      clubDefault: 'en',
    });
    expect(change.subject).toBe('Deimhnigh do sheoladh ríomhphoist nua');
    expect(change.text).toContain('Deimhnigh do sheoladh ríomhphoist nua, le do thoil,');
    expect(change.html).toContain('>Deimhnigh mo ríomhphost nua</a>');
    expect(change.text).not.toContain('Please confirm');
    expect(notice.subject).toBe('Athraíodh do sheoladh ríomhphoist');
    expect(notice.text).toContain(
      'Athraíodh seoladh ríomhphoist do chuntais go siobhan.nua@example.ie.',
    );
    expect(notice.html).toContain('>Ní mise a rinne é: cuir mo sheoladh ar ais</a>');
  });

  it('are in the club’s default language for a member who chose none', async () => {
    const irish = await changeEmail(SEEDED.demoAdmin, 'niamh.nua@example.ie', {
      saved: null,
      clubDefault: 'ga',
    });
    expect(irish.change.subject).toBe('Deimhnigh do sheoladh ríomhphoist nua');
    expect(irish.notice.subject).toBe('Athraíodh do sheoladh ríomhphoist');

    const english = await changeEmail(
      { email: 'niamh.nua@example.ie', password: SEEDED.demoAdmin.password },
      'niamh.eile@example.ie',
      { saved: null, clubDefault: 'en' },
    );
    expect(english.change.subject).toBe('Confirm your new email address');
    expect(english.notice.subject).toBe('Your email address was changed');
    expect(english.notice.text).toContain('From now on you sign in with the new address.');
  });
});
