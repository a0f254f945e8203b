import {
  BACKOFFICE_PERMISSIONS,
  type BackofficeRole,
  type BackofficeToolName,
} from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, SEEDED, signIn, signInBySso } from '../identity/identity-test-kit';
import type { RegisteredRoute } from '../openapi/openapi';
import { startBackofficeApp, type BackofficeTestApp } from './backoffice-test-kit';

// Walks the route table: every back-office route, the ones added later included, belongs to a
// tool of the back office (the table below), and is closed to anyone but a holder of a role that
// may use that tool (`BACKOFFICE_PERMISSIONS`) in the club it names.

/** Which tool each back-office route belongs to, by the start of its URL. */
const ROUTE_TOOLS: ReadonlyArray<readonly [string, BackofficeToolName]> = [
  ['/v2/backoffice/emails/', 'emails'],
  ['/v2/backoffice/email/rephrase', 'rephrase'],
  ['/v2/backoffice/email/', 'emails'],
  ['/v2/backoffice/contact-messages', 'inbox'],
  ['/v2/backoffice/registration-forms', 'forms'],
  ['/v2/backoffice/payments', 'payments'],
  ['/v2/backoffice/orders', 'orders'],
  ['/v2/backoffice/club', 'settings'],
  ['/v2/backoffice/articles', 'news'],
  ['/v2/backoffice/images', 'images'],
  ['/v2/backoffice/team', 'team'],
  ['/v2/backoffice/members', 'members'],
  ['/v2/backoffice/dashboard', 'dashboard'],
  ['/v2/backoffice/lotto', 'lotto'],
];

const toolOf = (route: RegisteredRoute): BackofficeToolName | undefined =>
  ROUTE_TOOLS.find(([start]) => route.url.startsWith(start))?.[1];

let kit: BackofficeTestApp;
let app: FastifyInstance;
let routes: readonly RegisteredRoute[];
let member: Record<string, string>;
let quietAdmin: Record<string, string>;
let demoId: number;
let limited: Record<
  'Editor' | 'Registrar' | 'Treasurer' | 'LottoCoordinator',
  Record<string, string>
>;
let owner: Record<string, string>;

beforeAll(async () => {
  kit = await startBackofficeApp();
  app = kit.app;
  routes = app.registeredRoutes.filter(
    (route) => route.url.startsWith('/v2/backoffice/') && route.method !== 'HEAD',
  );
  member = bearer((await signIn(app, SEEDED.demoMember)).access_token);
  quietAdmin = bearer((await signInBySso(kit, SEEDED.quietAdmin)).access_token);
  owner = bearer((await signIn(app, SEEDED.demoAdmin)).access_token);
  limited = {
    Editor: bearer((await signIn(app, SEEDED.demoEditor)).access_token),
    Registrar: bearer((await signIn(app, SEEDED.demoRegistrar)).access_token),
    Treasurer: bearer((await signIn(app, SEEDED.demoTreasurer)).access_token),
    LottoCoordinator: bearer((await signIn(app, SEEDED.demoLottoCoordinator)).access_token),
  };
  const club = await kit.database.db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  demoId = club.account_id;
});

afterAll(async () => kit?.close());

/** Path values a route's schema may ask for: a number, or a uuid (an order). */
const PATH_VALUES = ['1', '00000000-0000-4000-8000-000000000001'];
/** Path values of nothing that exists: a call that passes the guard changes nothing. */
const ABSENT_VALUES = ['2147483647', '00000000-0000-4000-8000-00000000ffff'];

/** The route's URL with its path values filled in and the club named. */
const urlOf = (route: RegisteredRoute, value: string, query = '') =>
  `${route.url.replace(/:[A-Za-z_]+/g, value)}?q=Glenarden${query}`;

/** Each route's answer to a caller, for the routes whose answer is not one of `allowed`. */
async function refusals(
  headers: Record<string, string>,
  allowed: (route: RegisteredRoute) => readonly number[],
  query = '',
  values = PATH_VALUES,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of routes) {
    let status = 0;
    // The first path value the route's schema takes (a refused one is a 400 before any guard).
    for (const value of route.url.includes(':') ? values : values.slice(0, 1)) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: urlOf(route, value, query),
        headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      status = response.statusCode;
      if (status !== 400) break;
    }
    if (!allowed(route).includes(status)) wrong.push(`${route.method} ${route.url} -> ${status}`);
  }
  return wrong;
}

// A GET has nothing to validate before the guard: it answers the guard's status. A call with a
// body may be refused for the body (400, 415) before the guard is reached; never answered.
const reads = (status: number) => (route: RegisteredRoute) =>
  route.method === 'GET' ? [status] : [status, 400, 415];

describe('every back-office route', () => {
  it('is there to walk (the payments, orders, news editor and club look screens’ calls among them)', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/v2/backoffice/payments/summary',
        '/v2/backoffice/payments/arrears',
        '/v2/backoffice/payments/export',
        '/v2/backoffice/orders',
        '/v2/backoffice/orders/:order_id',
        '/v2/backoffice/orders/:order_id/refunds',
        '/v2/backoffice/orders/:order_id/lines/:order_item_id/cancel-instalments',
        '/v2/backoffice/articles',
        '/v2/backoffice/articles/:article_id',
        '/v2/backoffice/articles/:article_id/draft',
        '/v2/backoffice/articles/:article_id/preview',
        '/v2/backoffice/articles/:article_id/publish',
        '/v2/backoffice/articles/:article_id/unpublish',
        '/v2/backoffice/team',
        '/v2/backoffice/team/invitations',
        '/v2/backoffice/team/invitations/:invitation_id',
        '/v2/backoffice/team/roles/:grant_id',
        '/v2/backoffice/members',
        '/v2/backoffice/members/export',
        '/v2/backoffice/members/exports',
        '/v2/backoffice/dashboard',
        '/v2/backoffice/lotto',
        '/v2/backoffice/lotto/draws/:draw_id/lines',
        '/v2/backoffice/lotto/draws/:draw_id/lines/export',
        '/v2/backoffice/club/look',
        '/v2/backoffice/club/brand',
        '/v2/backoffice/club/menu',
        '/v2/backoffice/club/changes',
      ]),
    );
  });

  it('belongs to a tool of the guard table', () => {
    expect(routes.filter((route) => !toolOf(route)).map((route) => route.url)).toEqual([]);
  });

  it('answers 401 to a caller without a token', async () => {
    expect(await refusals({}, reads(401))).toEqual([]);
  });

  it('answers 403 to a member who is not Admin or Owner', async () => {
    expect(await refusals(member, reads(403))).toEqual([]);
  });

  it('answers 403 to the admin of another club naming this one', async () => {
    // Rephrasing serves any admin and names no club.
    const allowed = (route: RegisteredRoute) =>
      route.url === '/v2/backoffice/email/rephrase' ? [200, 400, 422, 503] : reads(403)(route);
    expect(await refusals(quietAdmin, allowed, `&account_id=${demoId}`)).toEqual([]);
  });
});

/** What a caller holding `role` may be answered: the guard's 403 for a tool the role may not
 * use; for its own tools, anything but 401 or 403 (the calls name nothing that exists). */
const answersFor = (role: BackofficeRole) => (route: RegisteredRoute) => {
  const tool = toolOf(route);
  return tool !== undefined && BACKOFFICE_PERMISSIONS[tool].includes(role)
    ? [200, 201, 400, 404, 409, 415, 422, 503]
    : reads(403)(route);
};

describe('each back-office role', () => {
  it.each(['Editor', 'Registrar', 'Treasurer', 'LottoCoordinator'] as const)(
    'as %s is refused the tools it may not use and let through to its own',
    async (role) => {
      expect(await refusals(limited[role], answersFor(role), '', ABSENT_VALUES)).toEqual([]);
    },
  );

  it('as Admin alone is refused the team (the Owner’s) and let through to the rest', async () => {
    expect(await refusals(quietAdmin, answersFor('Admin'), '', ABSENT_VALUES)).toEqual([]);
  });

  it('as Owner (and Admin) is let through to every tool', async () => {
    expect(await refusals(owner, answersFor('Owner'), '', ABSENT_VALUES)).toEqual([]);
  });
});
