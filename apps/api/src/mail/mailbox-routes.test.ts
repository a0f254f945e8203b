import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { createOutboxMailer } from './mail-port';

let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  const mailer = createOutboxMailer(database.db);
  await mailer.sendMail({ to: 'first@example.ie', subject: 'Older', text: 'first', kind: 'note' });
  await mailer.sendMail({
    to: 'reset@example.ie',
    subject: 'Your password reset code <b>now</b>',
    text: 'Your code is 123456 <script>alert(1)</script>',
    kind: 'password_reset',
    data: { code: '123456', link: 'javascript:alert(1)' },
  });
  await mailer.sendMail({
    to: 'verify@example.ie',
    subject: 'Verify your email address',
    text: 'Open the link',
    kind: 'email_verification',
    data: { code: 'abc', link: 'http://demo.localhost:4200/authentication/email-confirmed?c=abc' },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /dev/mailbox.json', () => {
  it('lists the newest messages first, filtered by recipient', async () => {
    const all = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
    expect(all.items.map((item: { to: string }) => item.to)).toEqual([
      'verify@example.ie',
      'reset@example.ie',
      'first@example.ie',
    ]);
    const one = (
      await app.inject({ method: 'GET', url: '/dev/mailbox.json?to=Reset@Example.ie&limit=5' })
    ).json();
    expect(one.items).toEqual([
      expect.objectContaining({
        kind: 'password_reset',
        data: { code: '123456', link: 'javascript:alert(1)' },
      }),
    ]);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json?limit=0' })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /dev/mailbox', () => {
  it('renders an accessible page with codes and links, escaping the content', async () => {
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(
      /default-src 'none';style-src 'sha256-/,
    );
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Development mailbox</title>');
    expect(html).toContain('<label for="to">Recipient</label>');
    expect(html).toContain('<span class="code">123456</span>');
    expect(html).toContain(
      '<a href="http://demo.localhost:4200/authentication/email-confirmed?c=abc">',
    );
    expect(html).toContain('Your password reset code &lt;b&gt;now&lt;/b&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('href="javascript:');
  });
});
