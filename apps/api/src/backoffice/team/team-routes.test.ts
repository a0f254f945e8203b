import type { TeamPage } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, SEEDED, signIn } from '../../identity/identity-test-kit';
import { startBackofficeApp, type BackofficeTestApp } from '../backoffice-test-kit';
import { ACCEPTED_NEW_ACCOUNT, ACCEPTED_WITH_PASSWORD } from './team-invitation-accept-routes';

let kit: BackofficeTestApp;
let app: FastifyInstance;
let owner: Record<string, string>;
let ownerId: number;

beforeAll(async () => {
  kit = await startBackofficeApp();
  app = kit.app;
  owner = bearer((await signIn(app, SEEDED.demoAdmin)).access_token);
  ownerId = (
    await kit.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', SEEDED.demoAdmin.email)
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => kit?.close());

const team = async () =>
  (
    await app.inject({ method: 'GET', url: '/v2/backoffice/team', headers: owner })
  ).json<TeamPage>();

const invite = (email: string, role: string) =>
  app.inject({
    method: 'POST',
    url: '/v2/backoffice/team/invitations',
    headers: owner,
    payload: { email, role },
  });

/** The code of the last invitation mailed to `email`, read from its link. */
async function mailedCode(email: string): Promise<{ code: string; link: string }> {
  const mail = await kit.database.db
    .selectFrom('mail_outbox')
    .select(['data', 'subject'])
    .where('to_address', '=', email)
    .where('kind', '=', 'team_invitation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = String(mail.data['link']);
  return { code: new URL(link).searchParams.get('c') ?? '', link };
}

const accept = (code: string) =>
  app.inject({ method: 'POST', url: '/v2/team-invitations/accept', payload: { code } });

const changesAbout = (email: string) =>
  kit.database.db
    .selectFrom('role_changes')
    .select(['action', 'role', 'by_user_id'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();

describe('the club’s team', () => {
  it('lists the people with back-office roles, each with their roles', async () => {
    const page = await team();
    const roles = Object.fromEntries(
      page.people.map((person) => [person.email, person.roles.map((grant) => grant.role)]),
    );
    expect(roles).toEqual({
      'admin@demo.touchline.test': ['Owner', 'Admin'],
      'editor@demo.touchline.test': ['Editor'],
      'registrar@demo.touchline.test': ['Registrar'],
      'treasurer@demo.touchline.test': ['Treasurer'],
      'lotto@demo.touchline.test': ['LottoCoordinator'],
    });
  });
});

describe('inviting a new person to a role', () => {
  const email = 'new.editor@example.com';

  it('mails a single-use link and lists the invitation until it is accepted', async () => {
    const response = await invite('New.Editor@Example.com', 'Editor');
    expect(response.statusCode).toBe(201);
    expect(response.json<TeamPage>().invitations).toEqual([
      expect.objectContaining({ email, role: 'Editor', invited_by: SEEDED.demoAdmin.email }),
    ]);
    const { code, link } = await mailedCode(email);
    expect(link).toMatch(/^http:\/\/backoffice\.[^/]+\/team\/accept\?c=/);

    const accepted = await accept(code);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      message: ACCEPTED_NEW_ACCOUNT,
      email,
      role: 'Editor',
      club_name: expect.any(String),
      password_set: false,
    });
    expect((await accept(code)).json()).toMatchObject({
      message: 'This invitation has expired, was cancelled or has already been used.',
    });

    const page = await team();
    expect(page.invitations).toEqual([]);
    expect(page.people.find((person) => person.email === email)?.roles).toEqual([
      expect.objectContaining({ role: 'Editor' }),
    ]);
    expect(await changesAbout(email)).toEqual([
      { action: 'invited', role: 'Editor', by_user_id: ownerId },
      { action: 'granted', role: 'Editor', by_user_id: ownerId },
    ]);
  });

  it('refuses an address that is not an email, and a role that is not a back-office one', async () => {
    const wrongEmail = await invite('not an email', 'Editor');
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.json()).toMatchObject({
      errors: { email: ['Enter a valid email address.'] },
    });
    expect((await invite('someone@example.com', 'Member')).statusCode).toBe(400);
    expect((await invite('someone@example.com', 'Superuser')).statusCode).toBe(400);
  });

  it('refuses to invite someone to a role they hold already', async () => {
    const response = await invite(SEEDED.demoRegistrar.email, 'Registrar');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'This person already holds this role.' });
  });

  it('refuses a code nobody was sent', async () => {
    const response = await accept('x'.repeat(32));
    expect(response.statusCode).toBe(404);
  });
});

describe('inviting someone who has an account', () => {
  it('grants the role to their account, which then opens the role’s tools', async () => {
    const email = SEEDED.demoMember.email;
    const member = bearer((await signIn(app, SEEDED.demoMember)).access_token);
    const before = await app.inject({
      method: 'GET',
      url: '/v2/backoffice/payments/summary',
      headers: member,
    });
    expect(before.statusCode).toBe(403);

    await invite(email, 'Treasurer');
    const accepted = await accept((await mailedCode(email)).code);
    expect(accepted.json()).toMatchObject({ message: ACCEPTED_WITH_PASSWORD, password_set: true });

    const after = await app.inject({
      method: 'GET',
      url: '/v2/backoffice/payments/summary',
      headers: member,
    });
    expect(after.statusCode).toBe(200);
    const forms = await app.inject({
      method: 'GET',
      url: '/v2/backoffice/registration-forms',
      headers: member,
    });
    expect(forms.statusCode).toBe(403);
  });
});

describe('cancelling an invitation', () => {
  it('takes it off the list and its link stops working, recorded', async () => {
    const email = 'cancelled@example.com';
    const page = (await invite(email, 'Registrar')).json<TeamPage>();
    const invitation = page.invitations.find((open) => open.email === email)!;
    const { code } = await mailedCode(email);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/v2/backoffice/team/invitations/${invitation.invitation_id}`,
      headers: owner,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<TeamPage>().invitations.map((open) => open.email)).not.toContain(email);
    expect((await accept(code)).statusCode).toBe(404);
    const again = await app.inject({
      method: 'DELETE',
      url: `/v2/backoffice/team/invitations/${invitation.invitation_id}`,
      headers: owner,
    });
    expect(again.statusCode).toBe(404);
    expect(await changesAbout(email)).toEqual([
      { action: 'invited', role: 'Registrar', by_user_id: ownerId },
      { action: 'invitation_cancelled', role: 'Registrar', by_user_id: ownerId },
    ]);
  });

  it('a newer invitation to the same role replaces the earlier one', async () => {
    const email = 'twice@example.com';
    await invite(email, 'Editor');
    const first = await mailedCode(email);
    await invite(email, 'Editor');
    const second = await mailedCode(email);
    expect((await team()).invitations.filter((open) => open.email === email)).toHaveLength(1);
    expect((await accept(first.code)).statusCode).toBe(404);
    expect((await accept(second.code)).statusCode).toBe(200);
  });
});

describe('removing a role', () => {
  const grantOf = async (email: string, role: string) =>
    (await team()).people
      .find((person) => person.email === email)
      ?.roles.find((grant) => grant.role === role)?.grant_id;

  it('takes the tools away from the person at their next call, recorded', async () => {
    const editor = bearer((await signIn(app, SEEDED.demoEditor)).access_token);
    const grant = await grantOf(SEEDED.demoEditor.email, 'Editor');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/v2/backoffice/team/roles/${grant}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TeamPage>().people.map((person) => person.email)).not.toContain(
      SEEDED.demoEditor.email,
    );
    const articles = await app.inject({
      method: 'GET',
      url: '/v2/backoffice/articles',
      headers: editor,
    });
    expect(articles.statusCode).toBe(403);
    expect(await changesAbout(SEEDED.demoEditor.email)).toEqual([
      { action: 'removed', role: 'Editor', by_user_id: ownerId },
    ]);
  });

  it('never the club’s last Owner', async () => {
    const grant = await grantOf(SEEDED.demoAdmin.email, 'Owner');
    const refused = await app.inject({
      method: 'DELETE',
      url: `/v2/backoffice/team/roles/${grant}`,
      headers: owner,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'The club keeps at least one Owner: invite another Owner before removing this one.',
    });
    expect(await grantOf(SEEDED.demoAdmin.email, 'Owner')).toBe(grant);
  });

  it('answers 404 for a grant that is not a back-office role of the club', async () => {
    const memberGrant = await kit.database.db
      .selectFrom('user_roles')
      .select('id')
      .where('role', '=', 'Member')
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'DELETE',
      url: `/v2/backoffice/team/roles/${memberGrant.id}`,
      headers: owner,
    });
    expect(response.statusCode).toBe(404);
  });
});
