import { createBackofficeDashboardCalls } from '@touchline/api-client';
import type { DashboardQuery } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The dashboard's reads (ADR 0035); the club is the signed-in admin's, from the session.

/** The secretary's dashboard for a season (none chosen: the current one). */
export const dashboardRead = defineServerRead(
  'backoffice/dashboard',
  (http, query: DashboardQuery, signal) =>
    createBackofficeDashboardCalls(http).getDashboard(query, { signal }),
);
