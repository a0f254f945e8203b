import {
  ClubLocation,
  ClubLocationUpdateBody,
  ErrorBody,
  GeocodeQuery,
  GeocodeResult,
} from '@touchline/contracts';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { managedClubOf, requireBackofficeTool } from '../club-admin-access';
import { findClubLocation, saveClubLocation } from './club-location-repository';
import { GeocodingFailure, type GeocoderPort } from './geocoder-port';
import { backofficeSchema } from '../backoffice-schema';

const BASE = '/v2/backoffice/club';

/**
 * The club settings page's map picker: the club's location, moving it (the club site's contact
 * page shows it at once), and the address search. Admin or Owner only.
 */
export async function clubLocationRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database>; geocoder: GeocoderPort },
): Promise<void> {
  const { db, geocoder } = options;
  const guard = requireBackofficeTool('settings');

  app.get(
    `${BASE}/location`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        response: { 200: ClubLocation },
      }),
    },
    async (request) => {
      const location = await findClubLocation(db, managedClubOf(request).accountId);
      if (!location) throw fail('club_not_found');
      return location;
    },
  );

  app.put(
    `${BASE}/location`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: ClubLocationUpdateBody,
        response: { 200: ClubLocation },
      }),
    },
    async (request) => {
      const club = managedClubOf(request);
      const { latitude, longitude, display_address: displayAddress } = request.body;
      await saveClubLocation(db, club.accountId, { latitude, longitude, displayAddress });
      // The club record every page of the site reads carries the point: read it afresh.
      app.clubs.invalidate(club.slug);
      const location = await findClubLocation(db, club.accountId);
      if (!location) throw fail('club_not_found');
      return location;
    },
  );

  app.get(
    `${BASE}/geocode`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: GeocodeQuery,
        response: { 200: GeocodeResult, 502: ErrorBody },
      }),
    },
    async (request) => {
      const address = request.query.q.trim();
      if (address === '') return { data: [] };
      try {
        return { data: await geocoder.geocode(address) };
      } catch (error) {
        if (error instanceof GeocodingFailure) {
          request.log.warn({ err: error }, 'geocoding failed');
          throw fail('geocoding_failed');
        }
        throw error;
      }
    },
  );
}
