import { fail } from '../errors/domain-error';
import {
  COMET_API_KEY_HEADER,
  COMET_MAX_PAGE_SIZE,
  CometCompetition,
  CometLeaderboardRow,
  CometMatch,
  CometMatchPage,
  ErrorBody,
  LegacyFixture,
  LegacyQuery,
  LegacyResult,
} from '@touchline/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import { findCometOrganisationByKey } from '../clubs/club-repository';
import type { AreaOptions } from '../http/area-options';
import {
  anyTeamPicture,
  cometCompetitions,
  cometMatches,
  cometTable,
  legacyFixtures,
  legacyResults,
  withLocalTime,
} from './league-data';
import { fixtureCalendarRoutes } from './fixture-calendar-routes';
import { createLocalLeagueSource } from './local-league-source';
import { teamBadgeSvg } from './team-badge';
import { named } from '../http/plugin-name';

/** Optional: the key names the organisation; a filter naming another one is refused. */
const OrganisationQuery = Type.Object({
  organizationIdFilter: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$' })),
});
const PageQuery = Type.Composite([
  OrganisationQuery,
  Type.Object({
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: COMET_MAX_PAGE_SIZE, default: 10 }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  }),
]);
const CompetitionParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const MatchesParams = Type.Composite([
  CompetitionParams,
  Type.Object({
    when: Type.Union([Type.Literal('past'), Type.Literal('future')]),
    /** The visitor's offset from UTC in hours. */
    tz: Type.Integer({ minimum: -12, maximum: 14 }),
  }),
]);
const ControlBody = Type.Object({ fail: Type.Boolean() });

/**
 * Simulators of the two league data providers, for development and tests: the legacy provider
 * ("Comortais", fixtures and results by organisation and club) and the second provider ("Comet",
 * competitions, tables, live and paged matches, team pictures) behind its API-key header.
 * `POST /sim/control { "fail": true }` makes every provider call fail (503) for error journeys;
 * it exists only while the development tools are on (never in production).
 * They hold no club data of their own: the keys and ids come from the clubs' account records.
 * The area also serves the clubs' fixture calendars (`fixture-calendar-routes.ts`).
 */
export async function leaguesRoutes(app: ApiInstance, options: AreaOptions): Promise<void> {
  const { db, config } = options;
  const now = () => new Date();
  // Simulator switch; development and tests only, so it may live in this process.
  let failing = false;

  const unavailable = () => fail('league_service_unavailable');

  // The clubs' fixtures as calendars, read from the league data of this process.
  await app.register(named(fixtureCalendarRoutes), {
    db,
    config,
    source: createLocalLeagueSource(),
    now,
  });

  // The switch is a development tool: never served in production (DEV_TOOLS off).
  if (config.devTools) {
    app.post(
      '/sim/control',
      { schema: { body: ControlBody, response: { 200: ControlBody, 400: ErrorBody } } },
      async (request) => {
        failing = request.body.fail;
        return { fail: failing };
      },
    );
  }

  for (const [name, load] of [
    ['Get_LatestFixture', legacyFixtures],
    ['Get_LatestResult', legacyResults],
  ] as const) {
    app.post(
      `/sim/comortais/${name}`,
      {
        schema: {
          querystring: LegacyQuery,
          response: {
            200: Type.Array(name === 'Get_LatestFixture' ? LegacyFixture : LegacyResult),
            400: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (request) => {
        if (failing) throw unavailable();
        return load(request.query.vnorgid, request.query.clubid, now());
      },
    );
  }

  app.get(
    '/sim/comortais/site/:kind/:id',
    {
      schema: {
        params: Type.Object({
          kind: Type.Union([Type.Literal('club'), Type.Literal('competition')]),
          id: Type.String({ pattern: '^[0-9]{1,12}$' }),
        }),
      },
    },
    async (request, reply) => {
      const title =
        request.params.kind === 'club'
          ? `Club ${request.params.id}: all fixtures and results`
          : `Competition ${request.params.id}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>The league provider's own page (simulated).</p></main></body></html>`,
        );
    },
  );

  /** The organisation a Comet key belongs to; a missing or foreign key is refused (401/403). */
  async function cometOrganisation(request: FastifyRequest): Promise<string> {
    const key = request.headers[COMET_API_KEY_HEADER];
    if (typeof key !== 'string' || !key) {
      throw fail('api_key_required');
    }
    const organisationId = await findCometOrganisationByKey(db, key);
    if (!organisationId) {
      throw fail('api_key_invalid');
    }
    const filter = (request.query as { organizationIdFilter?: string } | undefined)
      ?.organizationIdFilter;
    if (filter !== undefined && filter !== organisationId) {
      throw fail('api_key_out_of_scope');
    }
    return organisationId;
  }

  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody };

  app.get(
    '/sim/comet/competition/list/active',
    {
      schema: {
        querystring: OrganisationQuery,
        response: { 200: Type.Array(CometCompetition), ...errors },
      },
    },
    async (request) => {
      if (failing) throw unavailable();
      const organisation = await cometOrganisation(request);
      return cometCompetitions(organisation);
    },
  );

  app.get(
    '/sim/comet/competition/:id/table/official',
    {
      schema: {
        params: CompetitionParams,
        response: { 200: Type.Array(CometLeaderboardRow), ...errors },
      },
    },
    async (request) => {
      if (failing) throw unavailable();
      const organisation = await cometOrganisation(request);
      if (!cometCompetitions(organisation).some((c) => c.id === request.params.id)) {
        throw fail('competition_not_found');
      }
      return cometTable(organisation, request.params.id, now());
    },
  );

  app.get(
    '/sim/comet/matchList/live',
    {
      schema: {
        querystring: OrganisationQuery,
        response: { 200: Type.Array(CometMatch), ...errors },
      },
    },
    async (request) => {
      if (failing) throw unavailable();
      const organisation = await cometOrganisation(request);
      return cometCompetitions(organisation).flatMap((competition) =>
        cometMatches(organisation, competition.id, now()).filter((m) => m.status === 'LIVE'),
      );
    },
  );

  app.get(
    '/sim/comet/competition/:id/matches/paginated/:when/:tz',
    {
      schema: {
        params: MatchesParams,
        querystring: PageQuery,
        response: { 200: CometMatchPage, ...errors },
      },
    },
    async (request) => {
      if (failing) throw unavailable();
      const organisation = await cometOrganisation(request);
      if (!cometCompetitions(organisation).some((c) => c.id === request.params.id)) {
        throw fail('competition_not_found');
      }
      const { when, tz } = request.params;
      const { page = 1, pageSize = 10 } = request.query;
      const all = cometMatches(organisation, request.params.id, now())
        .filter((match) =>
          when === 'past' ? match.status === 'PLAYED' : match.status === 'SCHEDULED',
        )
        .sort((a, b) =>
          when === 'past'
            ? b.dateTimeUTC.localeCompare(a.dateTimeUTC)
            : a.dateTimeUTC.localeCompare(b.dateTimeUTC),
        );
      return {
        results: all
          .slice((page - 1) * pageSize, page * pageSize)
          .map((match) => withLocalTime(match, tz)),
        total: all.length,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/sim/comet/images/:id',
    { schema: { params: CompetitionParams } },
    async (request, reply) => {
      if (failing) throw unavailable();
      await cometOrganisation(request);
      const team = anyTeamPicture(request.params.id);
      if (!team) throw fail('image_not_found');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(teamBadgeSvg(team.name));
    },
  );
}
