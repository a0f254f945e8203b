import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  ClubAccount,
  ClubBrandSettings,
  ClubChangeList,
  type ClubBrandUpdateBody,
  type ClubContentVersion,
  type ImageUploadResult,
} from '@touchline/contracts';
import {
  BANNER_ONE_LINK,
  BANNER_OUTSIDE_LINK,
  BANNER_PAGE_LINK,
  BANNER_TITLE_REQUIRED,
  BANNER_TITLE_TOO_LONG,
  socialLinkMessage,
} from '@touchline/validators';
import type { FastifyInstance } from 'fastify';
import { bearer, jsonError, SEEDED, signIn, signInBySso } from '../../identity/identity-test-kit';
import { startBackofficeApp, type BackofficeTestApp } from '../backoffice-test-kit';
import { samplePng } from '../sample-images';
import { LOGO_NOT_UPLOADED, PICTURE_NOT_UPLOADED } from './club-brand-body';

const checkBrand = TypeCompiler.Compile(ClubBrandSettings);
const checkClub = TypeCompiler.Compile(ClubAccount);
const checkChanges = TypeCompiler.Compile(ClubChangeList);
const PUBLIC_URL = 'https://api.club.example';
const BRAND = '/v2/backoffice/club/brand';

let kit: BackofficeTestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let quietAdmin: Record<string, string>;
let editor: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  // A long club cache: the site's club record must change through invalidation.
  kit = await startBackofficeApp({ CLUB_CACHE_TTL_MS: '600000', PUBLIC_URL });
  app = kit.app;
  admin = bearer((await signIn(app, SEEDED.demoAdmin)).access_token);
  quietAdmin = bearer((await signInBySso(kit, SEEDED.quietAdmin)).access_token);
  editor = bearer((await signIn(app, SEEDED.demoEditor)).access_token);
  member = bearer((await signIn(app, SEEDED.demoMember)).access_token);
});
afterAll(async () => kit?.close());

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });
const put = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: BRAND, headers, payload });
const storeClub = async () => (await get('/v2/store/demo', {})).json<ClubAccount>();
const contentVersion = async () =>
  (await get('/v2/store/demo/content-version', {})).json<ClubContentVersion>().version;
const brandRows = () =>
  kit.database.db
    .selectFrom('club_changes')
    .selectAll()
    .where('area', '=', 'brand')
    .orderBy('id')
    .execute();
const storedImages = () =>
  kit.database.db
    .selectFrom('clubs')
    .select(['logo_image', 'layout_image'])
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();

const seededBrand = async () => (await get(BRAND, admin)).json<ClubBrandSettings>();
const bodyOf = (brand: ClubBrandSettings): ClubBrandUpdateBody => ({ ...brand });

/** An image uploaded through the back office's upload, as the brand editor sends it. */
async function uploadImage(headers: Record<string, string>): Promise<string> {
  const form = new FormData();
  form.append('type', 'brand');
  form.append(
    'image',
    new Blob([new Uint8Array(samplePng(40, 20))], { type: 'image/png' }),
    'logo.png',
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/v2/backoffice/images',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode).toBe(201);
  return response.json<ImageUploadResult>().file_path;
}

describe('the club brand calls', () => {
  it("answers the club's logo, banner and social links to its admins only", async () => {
    const brand = await seededBrand();
    expect(checkBrand.Check(brand)).toBe(true);
    expect(brand).toEqual({
      logo_image: `${PUBLIC_URL}/static/clubs/demo/logo.svg`,
      layout_image: `${PUBLIC_URL}/static/clubs/demo/banner.svg`,
      banner: {
        title: 'Membership 2027 is open',
        short_content: expect.stringMatching(/^Join the Gaels/),
        url: '/products/membership',
        external_url: null,
      },
      facebook: 'https://www.facebook.com/glenardengaels',
      twitter: 'https://twitter.com/glenardengaels',
      instagram: 'https://www.instagram.com/glenardengaels',
    });
    expect((await get(BRAND, {})).statusCode).toBe(401);
    jsonError(await get(BRAND, editor), 403);
    jsonError(await get(BRAND, member), 403);
  });

  it('saves a new logo, banner and link, the site shows them on its next load, and the change is audited', async () => {
    const before = await seededBrand();
    expect((await storeClub()).banner?.title).toBe('Membership 2027 is open');
    const versionBefore = await contentVersion();
    const logo = await uploadImage(admin);
    const edited: ClubBrandUpdateBody = {
      ...bodyOf(before),
      logo_image: logo,
      banner: {
        title: '  Summer camp 2027  ',
        short_content: 'Cúl Camps in July for ages 6 to 13.',
        url: '',
        external_url: 'https://www.gaa.ie/cul-camps',
      },
      twitter: '',
      instagram: 'https://www.instagram.com/gaels_official',
    };

    const response = await put(admin, edited);
    expect(response.statusCode).toBe(200);
    const saved = response.json<ClubBrandSettings>();
    expect(saved).toEqual({
      ...before,
      logo_image: logo,
      banner: {
        title: 'Summer camp 2027',
        short_content: 'Cúl Camps in July for ages 6 to 13.',
        url: null,
        external_url: 'https://www.gaa.ie/cul-camps',
      },
      twitter: null,
      instagram: 'https://www.instagram.com/gaels_official',
    });
    expect(await seededBrand()).toEqual(saved);
    // Stored as the seed stores its images: a path under the API.
    expect((await storedImages()).logo_image).toBe(logo.slice(PUBLIC_URL.length));

    const club = await storeClub();
    expect(checkClub.Check(club)).toBe(true);
    expect(club.logo_image).toBe(logo);
    expect(club.banner).toEqual(saved.banner);
    expect(club.twitter).toBeNull();
    expect(club.instagram).toBe('https://www.instagram.com/gaels_official');
    // The page server's cached pages of the club follow the content version.
    expect(BigInt(await contentVersion())).toBeGreaterThan(BigInt(versionBefore));

    const rows = await brandRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ area: 'brand', before, after: saved });
    expect(rows[0]!.user_id).not.toBeNull();
    const changes = (await get('/v2/backoffice/club/changes', admin)).json<ClubChangeList>();
    expect(checkChanges.Check(changes)).toBe(true);
    expect(changes.data[0]).toMatchObject({
      area: 'brand',
      changed_by: `${SEEDED.demoAdmin.firstName} ${SEEDED.demoAdmin.lastName}`,
    });

    // Put back the seeded brand (its images named as GET answers them) for the other tests.
    expect((await put(admin, bodyOf(before))).statusCode).toBe(200);
    expect(await storedImages()).toEqual({
      logo_image: '/static/clubs/demo/logo.svg',
      layout_image: '/static/clubs/demo/banner.svg',
    });
    expect((await storeClub()).banner?.title).toBe('Membership 2027 is open');
  });

  it('takes the banner and the social links away', async () => {
    const before = await seededBrand();
    const response = await put(admin, {
      ...bodyOf(before),
      layout_image: null,
      banner: null,
      facebook: null,
      twitter: '',
      instagram: '  ',
    });
    expect(response.statusCode).toBe(200);
    const club = await storeClub();
    expect(club).toMatchObject({
      layout_image: null,
      banner: null,
      facebook: null,
      twitter: null,
      instagram: null,
    });
    expect((await put(admin, bodyOf(before))).statusCode).toBe(200);
  });

  it('refuses links the site cannot follow with a 422 naming each field, and saves nothing', async () => {
    const before = await seededBrand();
    const rowsBefore = (await brandRows()).length;
    const versionBefore = await contentVersion();
    const brand = bodyOf(before);
    const banner = before.banner!;

    const wrongSiteAnswer = await put(admin, {
      ...brand,
      twitter: 'https://www.facebook.com/glenardengaels',
    });
    const wrongSite = jsonError(wrongSiteAnswer, 422);
    expect(wrongSiteAnswer.json<{ code: string }>().code).toBe('brand_invalid');
    expect(wrongSite.message).toBe(socialLinkMessage('twitter'));
    expect(wrongSite.errors).toEqual({ 'body.twitter': [socialLinkMessage('twitter')] });

    const several = jsonError(
      await put(admin, {
        ...brand,
        facebook: 'http://www.facebook.com/glenardengaels',
        instagram: 'instagram.com/glenardengaels',
        banner: { ...banner, title: '   ', url: 'pages/about-us', external_url: null },
      }),
      422,
    );
    expect(several.errors).toEqual({
      'body.facebook': [socialLinkMessage('facebook')],
      'body.instagram': [socialLinkMessage('instagram')],
      'body.banner.title': [BANNER_TITLE_REQUIRED],
      'body.banner.url': [BANNER_PAGE_LINK],
    });

    const bothLinks = jsonError(
      await put(admin, {
        ...brand,
        banner: { ...banner, url: '/pages/about-us', external_url: 'https://www.gaa.ie' },
      }),
      422,
    );
    expect(bothLinks.errors).toEqual({
      'body.banner.url': [BANNER_ONE_LINK],
      'body.banner.external_url': [BANNER_ONE_LINK],
    });

    expect(
      jsonError(
        await put(admin, {
          ...brand,
          banner: { ...banner, title: 'x'.repeat(81), url: null, external_url: 'http://gaa.ie' },
        }),
        422,
      ).errors,
    ).toEqual({
      'body.banner.title': [BANNER_TITLE_TOO_LONG],
      'body.banner.external_url': [BANNER_OUTSIDE_LINK],
    });

    // Only the club's own uploads, or the images it has: never another address.
    const quietUpload = await uploadImage(quietAdmin);
    expect(
      jsonError(
        await put(admin, {
          ...brand,
          logo_image: quietUpload,
          layout_image: 'https://elsewhere.example/banner.png',
        }),
        422,
      ).errors,
    ).toEqual({
      'body.logo_image': [LOGO_NOT_UPLOADED],
      'body.layout_image': [PICTURE_NOT_UPLOADED],
    });

    expect(
      jsonError(await put(admin, { ...brand, logo_image: '/static/clubs/quiet/logo.svg' }), 422)
        .message,
    ).toBe(LOGO_NOT_UPLOADED);

    // The body's shape and its caps are the schema's: 400.
    jsonError(await put(admin, { ...brand, banner: { title: 'No text' } }), 400);
    jsonError(await put(admin, { ...brand, facebook: 'x'.repeat(2001) }), 400);
    jsonError(await put(editor, brand), 403);
    jsonError(await put(member, brand), 403);

    expect(await seededBrand()).toEqual(before);
    expect(await brandRows()).toHaveLength(rowsBefore);
    expect(await contentVersion()).toBe(versionBefore);
  });
});
