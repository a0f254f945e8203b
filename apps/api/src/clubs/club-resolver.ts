import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../errors/domain-error';
import type { ClubDirectory } from './club-directory';
import type { ClubLookup } from './club-lookup';
import type { ResolvedClub } from './club-repository';
import { RequestClubs } from './request-clubs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one club lookup and its cache (see `ClubDirectory`). */
    readonly clubs: ClubDirectory;
  }
  interface FastifyRequest {
    /**
     * The club named by the `:club` path parameter, set before any route-level preHandler runs
     * on every route whose path holds `:club`; an unknown club is answered 404 "Club not found".
     */
    club: ResolvedClub;
    /**
     * The clubs this request looks up, by slug or account id: each read once per request from
     * the directory (`app.clubs`), the path's club included.
     */
    clubs: ClubLookup;
  }
}

/** Whether a route path names its club (`/v2/store/:club/...`). */
export const namesClub = (url: string | undefined): boolean =>
  url !== undefined && /\/:club(\/|$)/.test(url);

/**
 * Registered once for the whole API: decorates `app.clubs`, gives each request its own
 * `request.clubs`, and resolves `request.club` for every `/:club` route, after the path is
 * validated and before the route's own guards.
 */
export const clubResolver = fp(
  async (app: FastifyInstance, options: { directory: ClubDirectory }) => {
    app.decorate('clubs', options.directory);
    app.decorateRequest('club', null as unknown as ResolvedClub);
    app.decorateRequest('clubs', null as unknown as ClubLookup);
    app.addHook('onRequest', (request, _reply, done) => {
      request.clubs = new RequestClubs(options.directory);
      done();
    });
    app.addHook('preHandler', async (request) => {
      if (!namesClub(request.routeOptions.url)) return;
      const slug = (request.params as { club?: string }).club ?? '';
      const club = await request.clubs.bySlug(slug);
      if (!club) throw fail('club_not_found');
      request.club = club;
    });
  },
  { name: 'club-resolver' },
);
