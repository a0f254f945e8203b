import { ClubParams, ErrorBody, FixtureCalendarQuery } from '@touchline/contracts';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import { clubSiteUrl } from '../backoffice/club-site-url';
import { fail } from '../errors/domain-error';
import type { AreaOptions } from '../http/area-options';
import { fixtureCalendar } from './fixture-calendar-service';
import type { LeagueSource } from './league-source';

export interface FixtureCalendarRoutesOptions extends AreaOptions {
  readonly source: LeagueSource;
  /** The time the league data is read at (the simulators place their games around it). */
  readonly now: () => Date;
}

/**
 * Calendar apps and shared caches may keep a feed five minutes; after that they ask again with
 * the ETag and get 304 while nothing changed.
 */
export const FIXTURE_CALENDAR_CACHE_CONTROL = 'public, max-age=300';

/** Whether an If-None-Match header names the current ETag (`*`, a list, weak forms too). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * `GET /v2/store/:club/fixtures.ics`: the club's fixtures as an iCalendar feed, for calendar apps
 * to subscribe to (`webcal:`), narrowed by `competition` or `team`; with `fixture`, one match's
 * event to add to a calendar. The club is resolved from the path like every store route's, so
 * the feed answers the same on any host the API is reached by.
 */
export async function fixtureCalendarRoutes(
  app: ApiInstance,
  options: FixtureCalendarRoutesOptions,
): Promise<void> {
  const { db, config, source, now } = options;

  app.get(
    '/v2/store/:club/fixtures.ics',
    {
      schema: {
        params: ClubParams,
        querystring: FixtureCalendarQuery,
        response: { 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const account = await app.clubs.account(request.club.slug);
      if (!account) throw fail('club_not_found');
      const calendar = await fixtureCalendar(db, source, {
        club: request.club,
        account,
        filter: request.query,
        siteUrl: clubSiteUrl(config.identity.siteUrl, config.defaultClub, request.club.slug),
        now: now(),
      });
      // A 304 or the iCalendar text: answers the response schemas do not type.
      const answer: FastifyReply = reply;
      answer.header('cache-control', FIXTURE_CALENDAR_CACHE_CONTROL);
      answer.header('etag', calendar.etag);
      if (matchesEtag(request.headers['if-none-match'], calendar.etag)) {
        return answer.code(304).send();
      }
      return answer
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `${calendar.single ? 'attachment' : 'inline'}; filename="${calendar.filename}"`,
        )
        .send(calendar.body);
    },
  );
}
