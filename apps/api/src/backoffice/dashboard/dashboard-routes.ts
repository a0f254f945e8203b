import { BackofficeDashboard, DashboardQuery, ErrorBody } from '@touchline/contracts';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock/clock';
import type { Database } from '../../db/schema';
import { managedClubOf, requireBackofficeTool } from '../club-admin-access';
import { createDashboardService } from './dashboard-service';

/**
 * The secretary's dashboard: members by programme and age group in a season against the one
 * before, the season's registrations per week and the entries of the club's latest draws. Counts
 * only, no names.
 */
export async function dashboardRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database>; clock: Clock },
): Promise<void> {
  const guard = requireBackofficeTool('dashboard');
  const service = createDashboardService(options.db, options.clock);

  app.get(
    '/v2/backoffice/dashboard',
    {
      preHandler: guard,
      schema: {
        tags: ['back-office'],
        security: [{ bearer: [] }],
        querystring: DashboardQuery,
        response: {
          200: BackofficeDashboard,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const club = managedClubOf(request);
      const dashboard = await service.dashboard(club.accountId, request.query.season);
      return reply.header('cache-control', 'private, no-store').send(dashboard);
    },
  );
}
