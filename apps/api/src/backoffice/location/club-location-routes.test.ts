import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ClubAccount, ClubLocation, GeocodeResult } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { insertClubAccount } from '../../clubs/club-repository';
import type { DatabaseHandle } from '../../db/open-database';
import { SEED_CLUBS } from '../../clubs/club-seed-data';
import { ERRORS } from '../../errors/catalogue';
import { seedIdentity } from '../../identity/identity-seed';
import { bearer, jsonError, SEEDED, signIn, signInBySso } from '../../identity/identity-test-kit';
import { createTestDatabase, testConfig } from '../../testing/test-database';

const checkLocation = TypeCompiler.Compile(ClubLocation);
const checkResult = TypeCompiler.Compile(GeocodeResult);
const BASE = '/v2/backoffice/club';

let app: FastifyInstance;
let database: DatabaseHandle;
let admin: Record<string, string>;
let quietAdmin: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  for (const club of SEED_CLUBS) await insertClubAccount(database.db, club);
  await seedIdentity(database.db);
  // A long club cache: the contact page's club record must change through invalidation.
  app = await buildApp({ db: database.db, config: testConfig({ CLUB_CACHE_TTL_MS: '600000' }) });
  await app.ready();
  admin = bearer((await signIn(app, SEEDED.demoAdmin)).access_token);
  quietAdmin = bearer(
    (await signInBySso({ app, database, close: async () => undefined }, SEEDED.quietAdmin))
      .access_token,
  );
  member = bearer((await signIn(app, SEEDED.demoMember)).access_token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url, headers, payload });

describe('the club location calls', () => {
  it("answers the club's address and point, to its admins only", async () => {
    const response = await get(`${BASE}/location`, admin);
    expect(response.statusCode).toBe(200);
    const location = response.json<ClubLocation>();
    expect(checkLocation.Check(location)).toBe(true);
    expect(location).toEqual({
      name: 'Glenarden Gaels GAA Club',
      address: {
        line1: 'Páirc na nGael, Glenarden Road',
        city: 'Ballinasloe',
        county: 'Galway',
        country: 'Ireland',
      },
      latitude: 53.3312,
      longitude: -8.2241,
      display_address: true,
    });
    expect((await get(`${BASE}/location`, {})).statusCode).toBe(401);
    jsonError(await get(`${BASE}/location`, member), 403);
    expect((await get(`${BASE}/location`, quietAdmin)).json<ClubLocation>().name).toBe(
      'Quilty Harbour Rowing Club',
    );
  });

  it('moves the point, and the club record the contact page reads shows it at once', async () => {
    const before = (await get('/v2/store/demo', {})).json<ClubAccount>();
    expect(before.address?.latitude).toBe(53.3312);

    const response = await put(`${BASE}/location`, admin, {
      latitude: 53.3401,
      longitude: -8.2105,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ClubLocation>()).toMatchObject({ latitude: 53.3401, longitude: -8.2105 });

    const after = (await get('/v2/store/demo', {})).json<ClubAccount>();
    expect(checkClub(after)).toBe(true);
    expect(after.address).toMatchObject({ latitude: 53.3401, longitude: -8.2105 });
    // Another club is untouched.
    expect((await get(`${BASE}/location`, quietAdmin)).json<ClubLocation>().latitude).toBe(52.8183);
  });

  it('turns the address on the contact page on and off', async () => {
    const hidden = await put(`${BASE}/location`, admin, {
      latitude: 53.3312,
      longitude: -8.2241,
      display_address: false,
    });
    expect(hidden.json<ClubLocation>().display_address).toBe(false);
    expect((await get('/v2/store/demo', {})).json<ClubAccount>().display_address).toBe(false);
    await put(`${BASE}/location`, admin, {
      latitude: 53.3312,
      longitude: -8.2241,
      display_address: true,
    });
  });

  it('refuses a point off the map', async () => {
    jsonError(await put(`${BASE}/location`, admin, { latitude: 91, longitude: 0 }), 400);
    jsonError(await put(`${BASE}/location`, admin, { latitude: 10, longitude: -181 }), 400);
    jsonError(await put(`${BASE}/location`, admin, { latitude: 'north', longitude: 0 }), 400);
    jsonError(await put(`${BASE}/location`, member, { latitude: 1, longitude: 1 }), 403);
  });

  it('searches an address: matches, none, and a service that fails', async () => {
    const found = await get(
      `${BASE}/geocode?q=${encodeURIComponent('Glenarden Road, Ballinasloe')}`,
      admin,
    );
    expect(found.statusCode).toBe(200);
    const result = found.json<GeocodeResult>();
    expect(checkResult.Check(result)).toBe(true);
    expect(result.data[0]).toMatchObject({ latitude: 53.3312, longitude: -8.2241 });

    const none = await get(`${BASE}/geocode?q=${encodeURIComponent('1 Unknown Street')}`, admin);
    expect(none.json<GeocodeResult>()).toEqual({ data: [] });

    jsonError(await get(`${BASE}/geocode?q=`, admin), 400);
    jsonError(await get(`${BASE}/geocode?q=${'a'.repeat(201)}`, admin), 400);
    jsonError(await get(`${BASE}/geocode?q=Belfast`, member), 403);

    // Mapbox configured, but its address answers nothing (a closed port of this machine).
    const offline = await buildApp({
      db: database.db,
      config: testConfig({ MAPBOX_TOKEN: 'pk.test', MAPBOX_API_URL: 'http://127.0.0.1:9' }),
    });
    try {
      const response = await offline.inject({
        method: 'GET',
        url: `${BASE}/geocode?q=Belfast`,
        headers: admin,
      });
      const refused = jsonError(response, 502);
      expect(refused.message).toBe(ERRORS.geocoding_failed.message);
    } finally {
      await offline.close();
    }
  });
});

const checkClub = (club: ClubAccount) => TypeCompiler.Compile(ClubAccount).Check(club);
