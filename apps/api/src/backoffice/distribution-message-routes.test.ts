import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  DistributionMessage,
  DistributionMessagePage,
  MESSAGE_CONTENT_REQUIRED,
  MESSAGE_SUBJECT_REQUIRED,
  type DistributionListPage,
} from '@touchline/contracts';
import { bearer, jsonError, SEEDED, signIn, signInBySso } from '../identity/identity-test-kit';
import { startBackofficeApp, type BackofficeTestApp } from './backoffice-test-kit';
import { checkEmailLink } from '../content/email-link-signing';
import { OPT_OUT_LINK_TEXT } from './distribution-message-service';
import { followEmailLink } from '../testing/follow-email-link';
import { waitFor } from '../testing/wait-for';

const checkMessage = TypeCompiler.Compile(DistributionMessage);
const checkPage = TypeCompiler.Compile(DistributionMessagePage);

let kit: BackofficeTestApp;
let admin: Record<string, string>;
let quietAdmin: Record<string, string>;
let member: Record<string, string>;
let listId: number;
let inactiveListId: number;
let keyCount = 0;
const newKey = () => `test-key-${++keyCount}-${Date.now()}`;

jest.setTimeout(60_000);

beforeAll(async () => {
  // The copies are sent by the list-mail jobs, run here as a worker runs them.
  kit = await startBackofficeApp({ PUBLIC_URL: 'http://api.test' }, { listMail: {} });
  admin = bearer((await signIn(kit.app, SEEDED.demoAdmin)).access_token);
  quietAdmin = bearer((await signInBySso(kit, SEEDED.quietAdmin)).access_token);
  member = bearer((await signIn(kit.app, SEEDED.demoMember)).access_token);
  const page = (
    await kit.app.inject({
      method: 'GET',
      url: '/v2/backoffice/emails/distribution-lists?per_page=100',
      headers: admin,
    })
  ).json<DistributionListPage>();
  const all = page.items.find(
    (list) => list.audience === 'all_members' && list.email_status === 'active',
  );
  listId = all!.email_distribution_list_id;
  inactiveListId = page.items.find(
    (list) => list.email_status === 'inactive',
  )!.email_distribution_list_id;
});
afterAll(async () => kit?.close());

const send = (payload: object, headers = admin, id = listId) =>
  kit.app.inject({
    method: 'POST',
    url: `/v2/backoffice/emails/distribution-lists/${id}/messages`,
    headers,
    payload,
  });

/** The copies of a message in the outbox, once the jobs have sent them all. */
const outbox = async (messageId: number) => {
  await waitFor('the message to be sent to every recipient', async () => {
    const waiting = await kit.database.db
      .selectFrom('distribution_deliveries')
      .select('id')
      .where('distribution_message_id', '=', messageId)
      .where('status', 'in', ['queued', 'sending'])
      .execute();
    return waiting.length === 0;
  });
  return kit.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('kind', '=', 'distribution_message')
    .where(
      ({ eb }) => eb.fn('jsonb_extract_path_text' as never, [eb.ref('data'), eb.val('message_id')]),
      '=',
      String(messageId),
    )
    .execute();
};

async function expectedRecipients(id = listId) {
  const list = (
    await kit.app.inject({
      method: 'GET',
      url: `/v2/backoffice/emails/distribution-lists/${id}`,
      headers: admin,
    })
  ).json<{ recipients: number }>();
  return list.recipients;
}

describe('POST /v2/backoffice/emails/distribution-lists/{id}/messages', () => {
  it('sends the sanitised message to every recipient, each with their own opt-out link', async () => {
    const recipients = await expectedRecipients();
    expect(recipients).toBeGreaterThan(0);
    const response = await send({
      subject: '  Training moves to Thursday ',
      content:
        '<p>Training is on <strong>Thursday</strong> this week.</p><script>alert(1)</script><img src="https://api.example/v2/images/a.png" onerror="x()" alt="Pitch">',
      idempotency_key: newKey(),
    });
    expect(response.statusCode).toBe(201);
    const message = response.json<DistributionMessage>();
    expect(checkMessage.Check(message)).toBe(true);
    expect(message.subject).toBe('Training moves to Thursday');
    expect(message.content).toBe(
      '<p>Training is on <strong>Thursday</strong> this week.</p><img src="https://api.example/v2/images/a.png" alt="Pitch" />',
    );
    expect(message.recipients).toBe(recipients);
    // Answered once recorded: the jobs send the copies after.
    expect(message).toMatchObject({ delivered: 0, failed: 0, pending: recipients });

    const mails = await outbox(message.id);
    expect(mails).toHaveLength(recipients);
    const { account_id: accountId } = await kit.database.db
      .selectFrom('email_distribution_lists')
      .select('account_id')
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    const links = new Set<string>();
    for (const mail of mails) {
      expect(mail.subject).toBe('Training moves to Thursday');
      expect(mail.html_body).toContain('<strong>Thursday</strong>');
      expect(mail.html_body).not.toContain('<script>');
      const data = mail.data as { link: string; member_id: number };
      const link = new URL(data.link);
      expect(`${link.origin}${link.pathname}`).toBe(
        'http://demo.localhost:4200/recurring-email-status',
      );
      expect(link.searchParams.get('email_id')).toBe(String(listId));
      expect(link.searchParams.get('member_id')).toBe(String(data.member_id));
      expect(link.searchParams.get('opt_out')).toBe('true');
      // The link's token opts out this member of this list, and nobody else.
      const subject = { kind: 'opt-out', accountId, listId, memberId: data.member_id } as const;
      const token = link.searchParams.get('t') ?? undefined;
      await expect(checkEmailLink(kit.database.db, token, subject)).resolves.toBeUndefined();
      await expect(
        checkEmailLink(kit.database.db, token, { ...subject, memberId: data.member_id + 1 }),
      ).rejects.toMatchObject({ code: 'email_link_invalid' });
      expect(mail.html_body).toContain(`${OPT_OUT_LINK_TEXT}</a>`);
      expect(mail.text_body).toContain(data.link);
      links.add(data.link);
    }
    expect(links.size).toBe(recipients);
    // The site's email action page accepts the link as mailed; the member then opts back in,
    // so the list keeps its recipients for the tests below.
    const [first] = [...links];
    const followed = await followEmailLink(kit.app, 'demo', first!);
    expect(followed.json()).toEqual({ saved: true });
    const optedIn = await followEmailLink(
      kit.app,
      'demo',
      first!.replace('opt_out=true', 'opt_out=false'),
    );
    expect(optedIn.json()).toEqual({ saved: true });
  });

  it('sends once for a repeated key, even when the two requests race', async () => {
    const payload = {
      subject: 'Club dinner',
      content: '<p>Tickets on sale now.</p>',
      idempotency_key: newKey(),
    };
    const [first, second] = await Promise.all([send(payload), send(payload)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const id = first.json<DistributionMessage>().id;
    expect(second.json<DistributionMessage>().id).toBe(id);
    const again = await send(payload);
    expect(again.statusCode).toBe(200);
    expect((await outbox(id)).length).toBe(await expectedRecipients());
  });

  it('leaves out members who opted out of the list', async () => {
    const before = await expectedRecipients();
    const firstSend = (
      await send({ subject: 'A', content: '<p>One</p>', idempotency_key: newKey() })
    ).json<DistributionMessage>();
    const [someone] = await outbox(firstSend.id);
    const { member_id: memberId, link } = someone!.data as { member_id: number; link: string };
    // The member follows the link in their copy: its signed token is what lets them opt out.
    const token = new URL(link).searchParams.get('t');
    const optOut = await kit.app.inject({
      method: 'POST',
      url: '/v2/store/demo/emails/opt-out',
      payload: { email_distribution_list_id: listId, member_id: memberId, opt_out: true, token },
    });
    expect(optOut.statusCode).toBe(200);
    const next = (
      await send({ subject: 'B', content: '<p>Two</p>', idempotency_key: newKey() })
    ).json<DistributionMessage>();
    expect(next.recipients).toBe(before - 1);
    const mails = await outbox(next.id);
    expect(mails.map((mail) => (mail.data as { member_id: number }).member_id)).not.toContain(
      memberId,
    );
  });

  it('refuses an empty subject or body with the field messages, an inactive list and a list of another club', async () => {
    expect(
      jsonError(await send({ subject: '  ', content: '<p> </p>', idempotency_key: newKey() }), 422)
        .errors,
    ).toEqual({ subject: [MESSAGE_SUBJECT_REQUIRED], content: [MESSAGE_CONTENT_REQUIRED] });
    expect(
      jsonError(
        await send(
          { subject: 'Hi', content: '<p>Hi</p>', idempotency_key: newKey() },
          admin,
          inactiveListId,
        ),
        409,
      ).message,
    ).toBe('This distribution list is inactive. Activate it to send a message.');
    expect(
      jsonError(
        await send({ subject: 'Hi', content: '<p>Hi</p>', idempotency_key: newKey() }, quietAdmin),
        404,
      ).message,
    ).toBe('Distribution list not found');
    jsonError(await send({ subject: 'Hi', content: '<p>Hi</p>', idempotency_key: 'short' }), 400);
  });

  it('is for the club’s admins only', async () => {
    const payload = { subject: 'Hi', content: '<p>Hi</p>', idempotency_key: newKey() };
    jsonError(await send(payload, {}), 401);
    jsonError(await send(payload, member), 403);
  });
});

describe('GET /v2/backoffice/emails/distribution-lists/{id}/messages', () => {
  it('lists the sent messages newest first with their time, recipients and copies delivered', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: `/v2/backoffice/emails/distribution-lists/${listId}/messages?per_page=2`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<DistributionMessagePage>();
    expect(checkPage.Check(page)).toBe(true);
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.subject)).toEqual(['B', 'A']);
    expect(page.items[0]!.recipients).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item).toMatchObject({ delivered: item.recipients, failed: 0, pending: 0 });
    }
    expect(Date.parse(page.items[0]!.sent_at)).toBeGreaterThanOrEqual(
      Date.parse(page.items[1]!.sent_at),
    );
    expect(page.from).toBe(1);
    expect(page.to).toBe(2);
  });
});

describe('placeholders in a message to a list', () => {
  it('fills {{first_name}} and {{club_name}} for each member, in the subject and the body', async () => {
    const response = await send({
      subject: 'News from {{club_name}}',
      content: '<p>Hi {{ first_name }}, training moves to Thursday.</p>',
      idempotency_key: newKey(),
    });
    expect(response.statusCode).toBe(201);
    const mails = await outbox(response.json<DistributionMessage>().id);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      const { member_id: memberId } = mail.data as { member_id: number };
      const { first_name: firstName } = await kit.database.db
        .selectFrom('members')
        .select('first_name')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('News from Glenarden Gaels GAA Club');
      expect(mail.html_body).toContain(`<p>Hi ${firstName}, training moves to Thursday.</p>`);
      expect(mail.text_body).toContain(`Hi ${firstName}, training moves to Thursday.`);
      expect(mail.html_body).not.toContain('{{');
    }
  });

  it("cleans the message again once filled in: a member's name never becomes a link that runs", async () => {
    // A member the list reaches.
    const earlier = await send({
      subject: 'Hello',
      content: '<p>Hello</p>',
      idempotency_key: newKey(),
    });
    const [reached] = await outbox(earlier.json<DistributionMessage>().id);
    const { member_id: memberId } = reached!.data as { member_id: number };
    const first = await kit.database.db
      .selectFrom('members')
      .select(['id', 'first_name'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    await kit.database.db
      .updateTable('members')
      .set({ first_name: 'javascript:alert(document.cookie)' })
      .where('id', '=', first.id)
      .execute();
    try {
      const response = await send({
        subject: 'A link for you',
        content: '<p><a href="{{first_name}}">Open</a> <a href="{{ first_name }}x">Two</a></p>',
        idempotency_key: newKey(),
      });
      expect(response.statusCode).toBe(201);
      const mails = await outbox(response.json<DistributionMessage>().id);
      const theirs = mails.find(
        (mail) => (mail.data as { member_id: number }).member_id === first.id,
      );
      expect(theirs).toBeDefined();
      expect(theirs!.html_body).not.toMatch(/javascript:/i);
      expect(theirs!.html_body).toContain('>Open</a>');
    } finally {
      await kit.database.db
        .updateTable('members')
        .set({ first_name: first.first_name })
        .where('id', '=', first.id)
        .execute();
    }
  });

  it('refuses placeholders it has no value for, naming them under their field, and sends nothing', async () => {
    const before = await kit.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const refusal = jsonError(
      await send({
        subject: 'Renew by {{end_date}}',
        content: '<p>Hi {{first_name}}, <a href="{{renew_link}}">renew</a> by {{end_date}}.</p>',
        idempotency_key: newKey(),
      }),
      422,
    );
    expect(refusal.errors).toEqual({
      subject: [
        'Replace {{end_date}} with your own text: only {{first_name}} and {{club_name}} are filled in for each member.',
      ],
      content: [
        'Replace {{renew_link}}, {{end_date}} with your own text: only {{first_name}} and {{club_name}} are filled in for each member.',
      ],
    });
    const after = await kit.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});

describe('the club’s look in a message to a list', () => {
  const demoClub = () =>
    kit.database.db
      .selectFrom('clubs')
      .select(['account_id', 'name'])
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();

  it('carries the club’s logo, named by the club, and its primary colour, beside the plain text', async () => {
    const response = await send({
      subject: 'Club dinner',
      content: '<p>Tickets for the <a href="https://example.com/dinner">club dinner</a>.</p>',
      idempotency_key: newKey(),
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await outbox(response.json<DistributionMessage>().id);
    const html = mail!.html_body!;
    expect(html).toContain(
      '<img src="http://api.test/static/clubs/demo/logo.svg" alt="Glenarden Gaels GAA Club"',
    );
    // The header band and the links in the club's primary colour.
    expect(html).toMatch(/background(-color)?:\s*#0B5D3B/i);
    expect(html).toMatch(/a\s*\{[^}]*color:\s*#0B5D3B/i);
    expect(html).toContain('<a href="https://example.com/dinner">club dinner</a>');
    expect(mail!.text_body).toContain('Tickets for the club dinner');
    expect(mail!.text_body).not.toContain('<');
  });

  it('escapes every value the club provides', async () => {
    const club = await demoClub();
    const hostile = 'Gaels <script>alert(1)</script> & "Co" \'s';
    await kit.database.db
      .updateTable('clubs')
      .set({ name: hostile })
      .where('account_id', '=', club.account_id)
      .execute();
    try {
      const response = await send({
        subject: 'News from {{club_name}}',
        content: '<p>From {{club_name}}.</p>',
        idempotency_key: newKey(),
      });
      expect(response.statusCode).toBe(201);
      const [mail] = await outbox(response.json<DistributionMessage>().id);
      const html = mail!.html_body!;
      const escaped = 'Gaels &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; &#39;s';
      expect(html).toContain(`alt="${escaped}"`);
      expect(html).not.toContain('<script>');
      // No tag takes the name's quotes as its own: they end no attribute.
      expect(html).not.toMatch(/<[^>]*"Co"/);
      expect(html).toContain(`<title>News from ${escaped}</title>`);
      expect(html).toContain(`a member of ${escaped}.`);
      expect(mail!.subject).toBe(`News from ${hostile}`);
    } finally {
      await kit.database.db
        .updateTable('clubs')
        .set({ name: club.name })
        .where('account_id', '=', club.account_id)
        .execute();
    }
  });
});
