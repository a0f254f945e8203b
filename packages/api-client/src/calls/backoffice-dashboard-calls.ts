import type { BackofficeDashboard, DashboardQuery } from '@touchline/contracts';
import type { CallOptions, Http } from '../http';

/** The back office's dashboard: the numbers a committee meeting asks for. */
export function createBackofficeDashboardCalls(http: Http) {
  return {
    /** `GET /backoffice/dashboard?season=`: the season (the current one by default) and the one before. */
    getDashboard: (query: DashboardQuery = {}, { signal }: CallOptions = {}) =>
      http<BackofficeDashboard>('/backoffice/dashboard', { query, signal }),
  };
}

export type BackofficeDashboardCalls = ReturnType<typeof createBackofficeDashboardCalls>;
