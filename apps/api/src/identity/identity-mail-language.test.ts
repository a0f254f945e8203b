import { newestMail, setLanguages } from '../mail/mail-language-test-kit';
import { resetRateLimits, startIdentityApp, type IdentityTestApp } from './identity-test-kit';

// The verification and reset-code mails speak the member's language: their saved one, else the
// club's (the club signed up with, the site asked on, else the one first joined).

let kit: IdentityTestApp;
beforeAll(async () => {
  kit = await startIdentityApp();
});
afterAll(async () => kit?.close());
beforeEach(async () => resetRateLimits(kit.database));

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  kit.app.inject({ method: 'POST', url, payload, headers });

async function signUp(email: string) {
  const response = await post('/v2/member', {
    account_id: 1,
    email,
    first_name: 'Saoirse',
    last_name: 'Ní Bhriain',
    user: { email, confirmEmail: email, password: 'Secret123', confirmPassword: 'Secret123' },
    terms: true,
  });
  expect(response.statusCode).toBe(201);
}

describe('identity mails in the member’s language', () => {
  it('sends the verification in the club’s default language to a member who chose none', async () => {
    await setLanguages(kit.database.db, null, { saved: null, clubDefault: 'ga' });
    await signUp('saoirse@example.ie');
    const mail = await newestMail(kit.app, 'saoirse@example.ie', 'email_verification');
    expect(mail.subject).toBe('Deimhnigh do sheoladh ríomhphoist');
    expect(mail.text).toContain('Dia duit Saoirse,');
    expect(mail.text).toContain('Oibríonn an nasc ar feadh 48 uair an chloig.');
    expect(mail.html).toContain('>Deimhnigh mo ríomhphost</a>');
    expect(mail.html).toMatch(/^<div lang="ga">/);
    expect(mail.text).not.toContain('Hello');

    await setLanguages(kit.database.db, null, { saved: null, clubDefault: 'en' });
    await signUp('sadhbh@example.ie');
    const english = await newestMail(kit.app, 'sadhbh@example.ie', 'email_verification');
    expect(english.subject).toBe('Verify your email address');
  });

  it('sends the reset code in Irish to a member who chose Irish', async () => {
    await signUp('aine@example.ie');
    await setLanguages(kit.database.db, 'aine@example.ie', { saved: 'ga', clubDefault: 'en' });
    await post('/v2/user/authentication/recovery', { email: 'aine@example.ie' });
    const mail = await newestMail(kit.app, 'aine@example.ie', 'password_reset');
    const code = String(mail.data['code']);
    expect(mail.subject).toBe('Do chód chun do phasfhocal a athshocrú');
    expect(mail.text).toContain(`Is é ${code} do chód chun do phasfhocal a athshocrú.`);
    expect(mail.html).toContain(`Is é <strong>${code}</strong> do chód`);
    expect(mail.text).toContain('Rachaidh sé in éag i gceann 15 nóiméad.');
    expect(mail.text).not.toContain('Your code');
  });

  it('sends the reset code in the club’s default language to a member who chose none', async () => {
    await signUp('eimear@example.ie');
    await setLanguages(kit.database.db, 'eimear@example.ie', { saved: null, clubDefault: 'ga' });
    await post('/v2/user/authentication/recovery', { email: 'eimear@example.ie' });
    const irish = await newestMail(kit.app, 'eimear@example.ie', 'password_reset');
    expect(irish.subject).toBe('Do chód chun do phasfhocal a athshocrú');

    await setLanguages(kit.database.db, 'eimear@example.ie', { saved: null, clubDefault: 'en' });
    await post('/v2/user/authentication/recovery', { email: 'eimear@example.ie' });
    const english = await newestMail(kit.app, 'eimear@example.ie', 'password_reset');
    expect(english.subject).toBe('Your password reset code');
    expect(english.text).toContain('Hello Saoirse,');
  });
});
