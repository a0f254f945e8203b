import { TypeCompiler } from '@sinclair/typebox/compiler';
import { AccessibilityStatement, ContactMessagePage } from '@touchline/contracts';
import { startBackofficeApp, type BackofficeTestApp } from '../backoffice/backoffice-test-kit';
import { bearer, SEEDED, signIn } from '../identity/identity-test-kit';
import { LAST_REVIEWED } from './accessibility-statement';
import { setAccessibilityAddition } from './accessibility-statement-repository';
import { DEMO_ACCESSIBILITY_ADDITION } from './content-seed-data';
import { TOPIC_REQUIRED } from './contact-rules';

const checkStatement = TypeCompiler.Compile(AccessibilityStatement);

let kit: BackofficeTestApp;
let admin: Record<string, string>;
let address = 0;

beforeAll(async () => {
  kit = await startBackofficeApp();
  admin = bearer((await signIn(kit.app, SEEDED.demoAdmin)).access_token);
});
afterAll(async () => kit?.close());

async function statementOf(club: string, headers: Record<string, string> = {}) {
  const response = await kit.app.inject({
    method: 'GET',
    url: `/v2/store/${club}/accessibility-statement`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['vary']).toMatch(/Accept-Language/i);
  const statement = response.json<AccessibilityStatement>();
  expect(checkStatement.Check(statement)).toBe(true);
  return statement;
}

const report = {
  sender: 'Nóra Ní Bhriain',
  sender_email: 'Nora@example.ie',
  content: 'The date picker on the membership form cannot be reached with the Tab key.',
  category: 'accessibility',
  category_detail: 'keyboard_focus',
};

const send = (payload: Record<string, unknown>, club = 'demo') =>
  kit.app.inject({
    method: 'POST',
    url: `/v2/store/${club}/messages`,
    payload,
    remoteAddress: `10.0.37.${(address += 1)}`,
  });

describe('GET /v2/store/:club/accessibility-statement', () => {
  it('answers the platform’s statement for the club: WCAG 2.2 AA, the known gaps, the last review', async () => {
    await setAccessibilityAddition(kit.database.db, 'demo', null);
    const statement = await statementOf('demo');
    expect(statement).toMatchObject({
      club_name: 'Glenarden Gaels GAA Club',
      standard: 'WCAG 2.2 AA',
      conformance: 'full',
      known_gaps: [],
      club_addition_html: null,
      last_reviewed: LAST_REVIEWED,
      reporting_open: true,
    });
    expect(statement.summary.join(' ')).toContain(
      'Web Content Accessibility Guidelines (WCAG) 2.2 at level AA',
    );
    expect(statement.summary[0]).toContain('Glenarden Gaels GAA Club wants everyone');
    expect(statement.summary.join(' ')).toContain('We know of no part of this website');
  });

  it('says the platform’s statement in Irish to a page in Irish, and in English otherwise', async () => {
    await setAccessibilityAddition(kit.database.db, 'demo', null);
    const irish = await statementOf('demo', { 'accept-language': 'ga-IE,ga;q=0.9,en;q=0.5' });
    expect(irish.summary).toHaveLength(4);
    expect(irish.summary[0]).toBe(
      'Is mian le Glenarden Gaels GAA Club go mbeadh gach duine in ann an suíomh gréasáin seo a úsáid: nuacht an chlub a léamh, clárú, ceannach agus íoc, cibé gléas nó teicneolaíocht chúnta a úsáideann siad.',
    );
    expect(irish.summary.join(' ')).toContain('(WCAG) 2.2 ag leibhéal AA');
    expect(irish.summary.join(' ')).not.toMatch(/website|Guidelines|the club/);
    // What is not a sentence stays as it is.
    expect(irish).toMatchObject({ standard: 'WCAG 2.2 AA', last_reviewed: LAST_REVIEWED });

    const english = await statementOf('demo', { 'accept-language': 'fr' });
    expect(english.summary[0]).toContain('Glenarden Gaels GAA Club wants everyone');
  });

  it('adds the club’s own text, sanitised', async () => {
    await setAccessibilityAddition(kit.database.db, 'demo', DEMO_ACCESSIBILITY_ADDITION);
    const seeded = await statementOf('demo');
    expect(seeded.club_addition_html).toContain('<h3>At the club grounds</h3>');
    expect(seeded.club_addition_html).toContain('blue badge holders');

    // Written straight into the record (no editor yet): still answered without scripts.
    await kit.database.db
      .updateTable('clubs')
      .set({
        accessibility_statement_html:
          '<p onclick="steal()">Ramp at gate 2</p><script>alert(1)</script><a href="javascript:x()">x</a>',
      })
      .where('slug', '=', 'demo')
      .execute();
    const raw = await statementOf('demo');
    expect(raw.club_addition_html).toContain('<p>Ramp at gate 2</p>');
    expect(raw.club_addition_html).not.toMatch(/script|onclick|javascript/);

    // Another club's statement is its own, without the demo club's text.
    const quiet = await statementOf('quiet');
    expect(quiet.club_addition_html).toBeNull();
    expect(quiet.club_name).not.toBe('Glenarden Gaels GAA Club');
  });

  it('answers 404 for an unknown club and 400 for a malformed one, as JSON', async () => {
    for (const [club, status] of [
      ['nowhere', 404],
      ['Not A Club!', 400],
    ] as const) {
      const response = await kit.app.inject({
        method: 'GET',
        url: `/v2/store/${encodeURIComponent(club)}/accessibility-statement`,
      });
      expect(response.statusCode).toBe(status);
      expect(typeof response.json<{ message: string }>().message).toBe('string');
    }
  });
});

describe('an accessibility report', () => {
  it('arrives in the club’s contact inbox with its category and kind', async () => {
    const response = await send(report);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();

    const inbox = await kit.app.inject({
      method: 'GET',
      url: '/v2/backoffice/contact-messages?search=nora@example.ie',
      headers: admin,
    });
    expect(inbox.statusCode).toBe(200);
    const message = inbox.json<ContactMessagePage>().items.find((item) => item.id === id);
    expect(message).toMatchObject({
      sender: 'Nóra Ní Bhriain',
      sender_email: 'nora@example.ie',
      category: 'accessibility',
      category_detail: 'keyboard_focus',
      subject:
        'Accessibility problem reported by Nóra Ní Bhriain on the Glenarden Gaels GAA Club website',
      read_at: null,
    });

    const opened = await kit.app.inject({
      method: 'GET',
      url: `/v2/backoffice/contact-messages/${id}`,
      headers: admin,
    });
    expect(opened.json()).toMatchObject({
      category: 'accessibility',
      category_detail: 'keyboard_focus',
    });
  });

  it('keeps a general message without a category', async () => {
    const { category, category_detail: _detail, ...general } = report;
    expect(category).toBe('accessibility');
    const response = await send({ ...general, sender_email: 'general@example.ie' });
    expect(response.statusCode).toBe(201);
    const row = await kit.database.db
      .selectFrom('contact_messages')
      .select(['category', 'category_detail'])
      .where('id', '=', response.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ category: null, category_detail: null });
  });

  it('is taken from a club whose contact page is off (its statement still offers it)', async () => {
    const general = await send(
      { ...report, category: undefined, category_detail: undefined },
      'quiet',
    );
    expect(general.statusCode).toBe(403);
    expect((await send(report, 'quiet')).statusCode).toBe(201);
  });

  it('answers 400 with the field’s message for a missing or unknown kind, and the form’s rules', async () => {
    for (const detail of [undefined, '', 'colour']) {
      const response = await send({ ...report, category_detail: detail });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        category_detail: [TOPIC_REQUIRED],
      });
    }
    const orphan = await send({ ...report, category: undefined });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json<{ errors: Record<string, string[]> }>().errors.category_detail).toEqual([
      TOPIC_REQUIRED,
    ]);

    const unknown = await send({ ...report, category: 'complaint' });
    expect(unknown.statusCode).toBe(400);
    expect(typeof unknown.json<{ message: string }>().message).toBe('string');

    const empty = await send({ ...report, content: ' ', sender_email: 'not-an-email' });
    expect(empty.statusCode).toBe(400);
    const errors = empty.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['content', 'sender_email']);
  });
});
