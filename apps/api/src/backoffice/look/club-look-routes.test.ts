import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  ClubAccount,
  ClubChangeList,
  ClubLook,
  ClubMenu,
  type ClubLookUpdateBody,
} from '@touchline/contracts';
import { MENU_EXTERNAL_LINK } from '@touchline/validators';
import type { FastifyInstance } from 'fastify';
import { bearer, jsonError, SEEDED, signIn } from '../../identity/identity-test-kit';
import { startBackofficeApp, type BackofficeTestApp } from '../backoffice-test-kit';

const checkLook = TypeCompiler.Compile(ClubLook);
const checkMenu = TypeCompiler.Compile(ClubMenu);
const checkChanges = TypeCompiler.Compile(ClubChangeList);
const checkClub = TypeCompiler.Compile(ClubAccount);
const BASE = '/v2/backoffice/club';

let kit: BackofficeTestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let editor: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  // A long club cache: the site's club record must change through invalidation.
  kit = await startBackofficeApp({ CLUB_CACHE_TTL_MS: '600000' });
  app = kit.app;
  admin = bearer((await signIn(app, SEEDED.demoAdmin)).access_token);
  editor = bearer((await signIn(app, SEEDED.demoEditor)).access_token);
  member = bearer((await signIn(app, SEEDED.demoMember)).access_token);
});
afterAll(async () => kit?.close());

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url, headers, payload });
const storeClub = async () => (await get('/v2/store/demo', {})).json<ClubAccount>();
const changeRows = () =>
  kit.database.db.selectFrom('club_changes').selectAll().orderBy('id').execute();

const seededLook = async () => (await get(`${BASE}/look`, admin)).json<ClubLook>();
const bodyOf = (look: ClubLook): ClubLookUpdateBody => ({
  name: look.name,
  colors: look.colors,
  features: look.features,
});

describe('the club look calls', () => {
  it("answers the club's name, colours and switches to its admins only", async () => {
    const look = await seededLook();
    expect(checkLook.Check(look)).toBe(true);
    expect(look.name).toBe('Glenarden Gaels GAA Club');
    expect(look.colors).toEqual({
      primary: '#0B5D3B',
      accent: '#F2B705',
      warning: '#B3261E',
      logo_background: '#FFFFFF',
    });
    expect((await get(`${BASE}/look`, {})).statusCode).toBe(401);
    jsonError(await get(`${BASE}/look`, member), 403);
    jsonError(await get(`${BASE}/look`, editor), 403);
  });

  it('saves the look, the site shows it on its next load, and the change is audited', async () => {
    const before = await seededLook();
    expect((await storeClub()).theme.color.primary).toBe('#0B5D3B');
    const edited = bodyOf(before);
    edited.name = 'Glenarden Gaels';
    edited.colors = { ...edited.colors, primary: '#1D3557' };
    edited.features = { ...edited.features, shop: !before.features.shop };

    const response = await put(`${BASE}/look`, admin, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json<ClubLook>()).toEqual({ ...edited, default_language: 'en' });

    const club = await storeClub();
    expect(checkClub.Check(club)).toBe(true);
    expect(club.name).toBe('Glenarden Gaels');
    expect(club.theme.color.primary).toBe('#1D3557');
    expect(club.features.shop).toBe(!before.features.shop);

    const rows = await changeRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ area: 'look', before, after: edited });
    expect(rows[0]!.user_id).not.toBeNull();

    const changes = (await get(`${BASE}/changes`, admin)).json<ClubChangeList>();
    expect(checkChanges.Check(changes)).toBe(true);
    expect(changes.data[0]).toMatchObject({
      area: 'look',
      changed_by: `${SEEDED.demoAdmin.firstName} ${SEEDED.demoAdmin.lastName}`,
      // What the back office shows as "What changed": the values on either side.
      before,
      after: edited,
    });

    // Put back the seeded look for the other tests.
    expect((await put(`${BASE}/look`, admin, bodyOf(before))).statusCode).toBe(200);
    expect((await storeClub()).name).toBe(before.name);
  });

  it("sets the site's language for visitors who have not chosen one, kept when a save leaves it out", async () => {
    const before = await seededLook();
    expect(before.default_language).toBe('en');
    expect((await storeClub()).default_language).toBe('en');

    const saved = await put(`${BASE}/look`, admin, { ...bodyOf(before), default_language: 'ga' });
    expect(saved.json<ClubLook>().default_language).toBe('ga');
    expect((await storeClub()).default_language).toBe('ga');
    // A save from an editor that does not send it keeps it.
    await put(`${BASE}/look`, admin, bodyOf(before));
    expect((await seededLook()).default_language).toBe('ga');
    jsonError(await put(`${BASE}/look`, admin, { ...bodyOf(before), default_language: 'fr' }), 400);

    await put(`${BASE}/look`, admin, { ...bodyOf(before), default_language: 'en' });
    expect((await storeClub()).default_language).toBe('en');
  });

  it('refuses a colour pair below AA with a 422 naming it, and saves nothing', async () => {
    const before = await seededLook();
    const rowsBefore = (await changeRows()).length;
    const low = { ...bodyOf(before), colors: { ...before.colors, primary: '#777777' } };
    const refused = jsonError(await put(`${BASE}/look`, admin, low), 422);
    expect(refused.message).toBe(
      'Links in the primary colour on the white page: contrast 4.48:1, below the 4.5:1 WCAG AA requires for text.',
    );
    expect(refused.errors?.['body.colors.primary']).toEqual([refused.message]);
    expect(await seededLook()).toEqual(before);
    expect((await storeClub()).theme.color.primary).toBe(before.colors.primary);
    expect(await changeRows()).toHaveLength(rowsBefore);
  });

  it('refuses colours that are not #rrggbb, an empty name, and roles that are not Admin or Owner', async () => {
    const look = bodyOf(await seededLook());
    jsonError(
      await put(`${BASE}/look`, admin, { ...look, colors: { ...look.colors, accent: 'red' } }),
      400,
    );
    jsonError(await put(`${BASE}/look`, admin, { ...look, name: '' }), 400);
    jsonError(await put(`${BASE}/look`, admin, { ...look, name: '   ' }), 422);
    jsonError(await put(`${BASE}/look`, editor, look), 403);
    jsonError(await put(`${BASE}/look`, member, look), 403);
    jsonError(await get(`${BASE}/changes`, editor), 403);
  });
});

describe('the club menu calls', () => {
  it('saves the menu in its new order, the site shows it, and the change is audited', async () => {
    const before = (await get(`${BASE}/menu`, admin)).json<ClubMenu>();
    expect(checkMenu.Check(before)).toBe(true);
    expect(before.data.map((item) => item.title)).toEqual(
      (await storeClub()).menu_items.map((item) => item.title),
    );
    const rowsBefore = (await changeRows()).length;

    const [first, second, ...rest] = before.data;
    const edited = [
      { ...second!, position: 1 },
      { ...first!, title: '  Who We Are ', position: 2 },
      ...rest,
      {
        title: 'Fixtures',
        url: 'https://fixtures.example.ie/glenarden',
        type: 'External' as const,
        position: 99,
        pages: [],
      },
    ];
    const response = await put(`${BASE}/menu`, admin, { data: edited });
    expect(response.statusCode).toBe(200);
    const saved = response.json<ClubMenu>().data;
    expect(saved.map((item) => [item.position, item.title])).toEqual(
      [second!.title, 'Who We Are', ...rest.map((item) => item.title), 'Fixtures'].map(
        (title, index) => [index + 1, title],
      ),
    );

    const club = await storeClub();
    expect(club.menu_items.map((item) => item.title)).toEqual(saved.map((item) => item.title));
    expect(club.menu_items.find((item) => item.type === 'Section')?.pages).toEqual(
      before.data.find((item) => item.type === 'Section')?.pages,
    );

    const rows = await changeRows();
    expect(rows).toHaveLength(rowsBefore + 1);
    expect(rows.at(-1)).toMatchObject({ area: 'menu', before: before.data, after: saved });

    // Put back the seeded menu.
    expect((await put(`${BASE}/menu`, admin, before)).json<ClubMenu>()).toEqual(before);
  });

  it('refuses titles, links and nesting the site cannot show, and saves nothing', async () => {
    const before = (await get(`${BASE}/menu`, admin)).json<ClubMenu>();
    const item = { title: 'Out', url: 'javascript:alert(1)', type: 'External', position: 1 };
    const refused = jsonError(await put(`${BASE}/menu`, admin, { data: [item] }), 422);
    expect(refused.errors).toEqual({ 'body.data.0.url': [MENU_EXTERNAL_LINK] });
    jsonError(
      await put(`${BASE}/menu`, admin, { data: [{ ...item, url: 'https://x.ie', title: '' }] }),
      400,
    );
    jsonError(
      await put(`${BASE}/menu`, admin, {
        data: [{ ...item, url: 'https://x.ie', title: 'x'.repeat(41) }],
      }),
      400,
    );
    const nested = {
      title: 'Our Club',
      url: 'our-club',
      type: 'Section',
      position: 1,
      pages: [
        { title: 'Committee', url: 'committee', pages: [{ title: 'Deeper', url: 'deeper' }] },
      ],
    };
    jsonError(await put(`${BASE}/menu`, admin, { data: [nested] }), 400);
    const pagesOnPage = {
      ...item,
      type: 'Page',
      url: 'history',
      pages: [{ title: 'A', url: 'a' }],
    };
    jsonError(await put(`${BASE}/menu`, admin, { data: [pagesOnPage] }), 422);
    jsonError(await put(`${BASE}/menu`, editor, before), 403);
    expect((await get(`${BASE}/menu`, admin)).json<ClubMenu>()).toEqual(before);
  });
});
