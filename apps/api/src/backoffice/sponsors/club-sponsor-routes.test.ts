import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  BackofficeSponsor,
  BackofficeSponsorList,
  type ClubContentVersion,
  type ImageUploadResult,
  type SponsorBody,
  type SponsorList,
} from '@touchline/contracts';
import { SPONSOR_LINK_INVALID, SPONSOR_NAME_REQUIRED } from '@touchline/validators';
import type { FastifyInstance } from 'fastify';
import { seedContent } from '../../content/content-seed';
import { bearer, jsonError, SEEDED, signIn, signInBySso } from '../../identity/identity-test-kit';
import { startBackofficeApp, type BackofficeTestApp } from '../backoffice-test-kit';
import { samplePng } from '../sample-images';
import { LOGO_UPLOAD_AGAIN } from './sponsor-input';

const PUBLIC_URL = 'https://api.club.example';
const BASE = '/v2/backoffice/club/sponsors';
const checkSponsor = TypeCompiler.Compile(BackofficeSponsor);
const checkList = TypeCompiler.Compile(BackofficeSponsorList);

let kit: BackofficeTestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let editor: Record<string, string>;
let quietAdmin: Record<string, string>;

beforeAll(async () => {
  kit = await startBackofficeApp({ PUBLIC_URL });
  await seedContent(kit.database.db);
  app = kit.app;
  admin = bearer((await signIn(app, SEEDED.demoAdmin)).access_token);
  editor = bearer((await signIn(app, SEEDED.demoEditor)).access_token);
  quietAdmin = bearer((await signInBySso(kit, SEEDED.quietAdmin)).access_token);
});
afterAll(async () => kit?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = admin,
  payload?: object,
) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const listed = async (headers = admin) => {
  const response = await call('GET', BASE, headers);
  expect(response.statusCode).toBe(200);
  const list = response.json<BackofficeSponsorList>();
  expect(checkList.Check(list)).toBe(true);
  return list.data;
};
/** The sponsors as the club site reads them: featured first, then in the club's order. */
const onSite = async (club = 'demo') =>
  (await app.inject({ method: 'GET', url: `/v2/store/${club}/sponsors` })).json<SponsorList>()
    .items;
const versionOf = async (club = 'demo') =>
  (
    await app.inject({ method: 'GET', url: `/v2/store/${club}/content-version` })
  ).json<ClubContentVersion>().version;
const changeRows = () =>
  kit.database.db
    .selectFrom('club_changes')
    .selectAll()
    .where('area', '=', 'sponsors')
    .orderBy('id')
    .execute();

/** Uploads a PNG through the back office's image upload, as the sponsor form does. */
async function uploadLogo(headers = admin): Promise<ImageUploadResult> {
  const form = new FormData();
  form.append('type', 'sponsor');
  form.append(
    'image',
    new Blob([new Uint8Array(samplePng(200, 100))], { type: 'image/png' }),
    'motors.png',
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/v2/backoffice/images',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode).toBe(201);
  return response.json<ImageUploadResult>();
}

describe('the club sponsors calls', () => {
  it("answers the club's sponsors in its order, to its admins only", async () => {
    const sponsors = await listed();
    expect(sponsors.map((sponsor) => sponsor.name)).toEqual([
      'Glenarden Motors',
      'Byrne Family Butchers',
      'Harbour View Hotel',
      'Doyle’s Pharmacy',
      'Kelly & Sons Builders',
      'The Gaels Pharmacy',
      'Murphy’s Bar',
    ]);
    expect(sponsors.map((sponsor) => sponsor.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sponsors[0]!.image).toEqual({
      filepath: `${PUBLIC_URL}/static/clubs/demo/sponsors/sponsor-1.svg`,
      filename: 'sponsor-1.svg',
    });
    expect(sponsors[3]!.image).toBeNull();

    expect((await call('GET', BASE, {})).statusCode).toBe(401);
    jsonError(await call('GET', BASE, editor), 403);
    jsonError(await call('POST', BASE, editor, { name: 'Editor’s pick' }), 403);
    jsonError(await call('PUT', `${BASE}/order`, editor, { ids: [] }), 403);
    // The quiet club's admin sees the quiet club's sponsors: none.
    expect(await listed(quietAdmin)).toEqual([]);
  });

  it('adds a sponsor with an uploaded logo last, audited, and the site shows it on its next read', async () => {
    const before = await listed();
    const version = await versionOf();
    const logo = await uploadLogo();
    const body: SponsorBody = {
      name: '  Lakeview Dairy ',
      link: 'https://example.com/lakeview',
      image: { filepath: logo.file_path, filename: 'lakeview.png' },
      featured: false,
    };
    const response = await call('POST', BASE, admin, body);
    expect(response.statusCode).toBe(201);
    const added = response.json<BackofficeSponsor>();
    expect(checkSponsor.Check(added)).toBe(true);
    expect(added).toMatchObject({
      name: 'Lakeview Dairy',
      link: 'https://example.com/lakeview',
      image: { filepath: logo.file_path, filename: 'lakeview.png' },
      featured: false,
      position: before.length + 1,
    });

    const site = await onSite();
    expect(site.at(-1)).toEqual({
      id: added.id,
      name: 'Lakeview Dairy',
      link: 'https://example.com/lakeview',
      featured: false,
      image: { filepath: logo.file_path, filename: 'lakeview.png' },
    });
    expect(await versionOf()).not.toBe(version);

    const rows = await changeRows();
    expect(rows.at(-1)).toMatchObject({ area: 'sponsors', before, after: [...before, added] });
    expect(rows.at(-1)!.user_id).not.toBeNull();
  });

  it('edits a sponsor, keeping the logo it has when sent back as listed', async () => {
    const [glenarden] = await listed();
    const response = await call('PUT', `${BASE}/${glenarden!.id}`, admin, {
      name: 'Glenarden Motor Group',
      link: '',
      image: glenarden!.image,
      featured: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<BackofficeSponsor>()).toEqual({
      ...glenarden,
      name: 'Glenarden Motor Group',
      link: null,
    });
    expect((await onSite())[0]).toMatchObject({
      name: 'Glenarden Motor Group',
      link: null,
      image: { filepath: `${PUBLIC_URL}/static/clubs/demo/sponsors/sponsor-1.svg` },
    });
    expect((await changeRows()).at(-1)!.after).toContainEqual(
      expect.objectContaining({ id: glenarden!.id, name: 'Glenarden Motor Group' }),
    );
  });

  it('puts the sponsors in a new order, which the site follows after its featured ones', async () => {
    const sponsors = await listed();
    const last = sponsors.at(-1)!;
    const ids = [last.id, ...sponsors.slice(0, -1).map((sponsor) => sponsor.id)];
    const rowsBefore = (await changeRows()).length;
    const response = await call('PUT', `${BASE}/order`, admin, { ids });
    expect(response.statusCode).toBe(200);
    expect(response.json<BackofficeSponsorList>().data.map((sponsor) => sponsor.id)).toEqual(ids);
    expect((await listed()).map((sponsor) => sponsor.position)).toEqual(ids.map((_, i) => i + 1));
    // The featured sponsor stays first on the site; the moved one comes next.
    expect((await onSite()).map((sponsor) => sponsor.id).slice(0, 2)).toEqual([
      sponsors[0]!.id,
      last.id,
    ]);
    expect(await changeRows()).toHaveLength(rowsBefore + 1);

    // The same order again changes nothing, and is not audited.
    expect((await call('PUT', `${BASE}/order`, admin, { ids })).statusCode).toBe(200);
    expect(await changeRows()).toHaveLength(rowsBefore + 1);
  });

  it('refuses an order that leaves a sponsor out or lists one twice, and ids not of the club', async () => {
    const ids = (await listed()).map((sponsor) => sponsor.id);
    const missing = jsonError(
      await call('PUT', `${BASE}/order`, admin, { ids: ids.slice(1) }),
      422,
    );
    expect(missing.errors?.['body.ids']).toBeDefined();
    jsonError(
      await call('PUT', `${BASE}/order`, admin, { ids: [ids[0], ...ids.slice(0, -1)] }),
      422,
    );
    jsonError(await call('PUT', `${BASE}/order`, admin, { ids: [...ids.slice(1), 999_999] }), 404);
    jsonError(await call('PUT', `${BASE}/order`, admin, { ids: ['first'] }), 400);
    expect((await listed()).map((sponsor) => sponsor.id)).toEqual(ids);
  });

  it('refuses a blank name, a link that is not a web address and a logo not uploaded for the club', async () => {
    const before = await listed();
    const rowsBefore = (await changeRows()).length;
    const blank = jsonError(await call('POST', BASE, admin, { name: '  ' }), 422);
    expect(blank.message).toBe(SPONSOR_NAME_REQUIRED);
    expect(blank.errors).toEqual({ 'body.name': [SPONSOR_NAME_REQUIRED] });

    const both = jsonError(
      await call('POST', BASE, admin, { name: '', link: 'javascript:alert(1)' }),
      422,
    );
    expect(both.errors).toEqual({
      'body.name': [SPONSOR_NAME_REQUIRED],
      'body.link': [SPONSOR_LINK_INVALID],
    });

    const elsewhere = jsonError(
      await call('POST', BASE, admin, {
        name: 'Hotlinked',
        image: { filepath: 'https://elsewhere.example/logo.png', filename: 'logo.png' },
      }),
      422,
    );
    expect(elsewhere.errors).toEqual({ 'body.image': [LOGO_UPLOAD_AGAIN] });
    // An image the quiet club uploaded is the quiet club's alone.
    const quietLogo = await uploadLogo(quietAdmin);
    jsonError(
      await call('POST', BASE, admin, {
        name: 'Borrowed',
        image: { filepath: quietLogo.file_path, filename: 'borrowed.png' },
      }),
      422,
    );

    jsonError(await call('POST', BASE, admin, { link: 'https://example.com' }), 400);
    jsonError(await call('POST', BASE, admin, { name: 'A', featured: 'yes' }), 400);
    expect(await listed()).toEqual(before);
    expect(await changeRows()).toHaveLength(rowsBefore);
  });

  it("answers 404 for another club's sponsor and an unknown one", async () => {
    const quiet = await call('POST', BASE, quietAdmin, { name: 'Quiet Boats' });
    expect(quiet.statusCode).toBe(201);
    const theirs = quiet.json<BackofficeSponsor>();
    jsonError(await call('PUT', `${BASE}/${theirs.id}`, admin, { name: 'Taken over' }), 404);
    jsonError(await call('DELETE', `${BASE}/${theirs.id}`, admin), 404);
    jsonError(await call('PUT', `${BASE}/999999`, admin, { name: 'Nobody' }), 404);
    jsonError(await call('DELETE', `${BASE}/999999`, admin), 404);
    jsonError(await call('DELETE', `${BASE}/not-a-number`, admin), 400);
    expect((await onSite('quiet')).map((sponsor) => sponsor.name)).toEqual(['Quiet Boats']);
  });

  it('removes a sponsor: the others close up, the site no longer shows it, and it is audited', async () => {
    const before = await listed();
    const gone = before.find((sponsor) => sponsor.name === 'Lakeview Dairy')!;
    const version = await versionOf();
    const response = await call('DELETE', `${BASE}/${gone.id}`, admin);
    expect(response.statusCode).toBe(200);
    const after = response.json<BackofficeSponsorList>().data;
    expect(after.map((sponsor) => sponsor.id)).toEqual(
      before.filter((sponsor) => sponsor.id !== gone.id).map((sponsor) => sponsor.id),
    );
    expect(after.map((sponsor) => sponsor.position)).toEqual(after.map((_, i) => i + 1));
    expect((await onSite()).map((sponsor) => sponsor.id)).not.toContain(gone.id);
    expect(await versionOf()).not.toBe(version);
    expect((await changeRows()).at(-1)).toMatchObject({ area: 'sponsors', before, after });
  });
});
