import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ContactMessage, ContactMessagePage } from '@touchline/contracts';
import { bearer, jsonError, SEEDED, signIn, signInBySso } from '../identity/identity-test-kit';
import { startBackofficeApp, type BackofficeTestApp } from './backoffice-test-kit';

const checkPage = TypeCompiler.Compile(ContactMessagePage);
const checkMessage = TypeCompiler.Compile(ContactMessage);
const BASE = '/v2/backoffice/contact-messages';

let kit: BackofficeTestApp;
let admin: Record<string, string>;
let quietAdmin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  kit = await startBackofficeApp();
  admin = bearer((await signIn(kit.app, SEEDED.demoAdmin)).access_token);
  quietAdmin = bearer((await signInBySso(kit, SEEDED.quietAdmin)).access_token);
  member = bearer((await signIn(kit.app, SEEDED.demoMember)).access_token);
  // A message sent from the demo club's contact page, the newest of the inbox.
  const sent = await kit.app.inject({
    method: 'POST',
    url: '/v2/store/demo/messages',
    payload: {
      sender: 'Seán Murphy',
      sender_email: 'sean.murphy@example.com',
      subject: 'Membership fees',
      content: 'How much is a family membership this year? Thanks.',
    },
  });
  expect(sent.statusCode).toBeLessThan(300);
});
afterAll(async () => kit?.close());

async function inbox(query = '', headers = admin) {
  const response = await kit.app.inject({ method: 'GET', url: `${BASE}${query}`, headers });
  expect(response.statusCode).toBe(200);
  const page = response.json<ContactMessagePage>();
  expect(checkPage.Check(page)).toBe(true);
  return page;
}

describe('the contact inbox', () => {
  it('lists the club’s contact messages newest first, paged, with the unread count', async () => {
    const page = await inbox('?per_page=2');
    expect(page.items.map((item) => item.subject)).toEqual([
      'Membership fees',
      'Under-10s training times',
    ]);
    expect(page.total).toBe(4);
    expect(page.unread).toBe(3);
    expect(page.items[0]).toMatchObject({
      sender: 'Seán Murphy',
      sender_email: 'sean.murphy@example.com',
      read_at: null,
    });
    const second = await inbox('?per_page=2&page=2');
    expect(second.items.map((item) => item.subject)).toEqual([
      'Pitch hire for a charity match',
      'Lost jacket',
    ]);
    expect(second.from).toBe(3);
  });

  it('filters by text and by read status, and sorts by sender', async () => {
    expect((await inbox('?search=PITCH')).items.map((item) => item.sender)).toEqual([
      'Ciarán Walsh',
    ]);
    expect((await inbox('?search=niamh.kelly@')).total).toBe(1);
    expect((await inbox('?read_status=read')).items.map((item) => item.subject)).toEqual([
      'Lost jacket',
    ]);
    expect((await inbox('?sort=sender&sort_direction=asc')).items[0]!.sender).toBe('Aoife Byrne');
    expect((await inbox('?search=%25')).total).toBe(0);
  });

  it('opens a message and marks it read, keeping the first reading time, or unread again', async () => {
    const [newest] = (await inbox()).items;
    const read = await kit.app.inject({
      method: 'PATCH',
      url: `${BASE}/${newest!.id}`,
      headers: admin,
      payload: { read: true },
    });
    expect(read.statusCode).toBe(200);
    const marked = read.json<ContactMessage>();
    expect(checkMessage.Check(marked)).toBe(true);
    expect(marked.read_at).not.toBeNull();
    const again = await kit.app.inject({
      method: 'PATCH',
      url: `${BASE}/${newest!.id}`,
      headers: admin,
      payload: { read: true },
    });
    expect(again.json<ContactMessage>().read_at).toBe(marked.read_at);
    expect((await inbox()).unread).toBe(2);
    const opened = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/${newest!.id}`,
      headers: admin,
    });
    expect(opened.json<ContactMessage>().content).toBe(
      'How much is a family membership this year? Thanks.',
    );
    const unread = await kit.app.inject({
      method: 'PATCH',
      url: `${BASE}/${newest!.id}`,
      headers: admin,
      payload: { read: false },
    });
    expect(unread.json<ContactMessage>().read_at).toBeNull();
  });

  it('keeps each club’s inbox to its admins', async () => {
    const [newest] = (await inbox()).items;
    expect((await inbox('', quietAdmin)).total).toBe(0);
    const other = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/${newest!.id}`,
      headers: quietAdmin,
    });
    expect(jsonError(other, 404).message).toBe('Contact message not found');
    jsonError(await kit.app.inject({ method: 'GET', url: BASE, headers: member }), 403);
    jsonError(await kit.app.inject({ method: 'GET', url: BASE }), 401);
  });
});
