// Schemas of the club's location: where its grounds are on the map, set by an admin in the back
// office's club settings and shown on the club site's contact page.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';

export const Latitude = Type.Number({ minimum: -90, maximum: 90 });
export const Longitude = Type.Number({ minimum: -180, maximum: 180 });

export const ClubLocation = Type.Object({
  name: Type.String(),
  /** The club's postal address lines (line1, city, county, country); null when it has none. */
  address: Nullable(
    Type.Object({
      line1: Type.String(),
      city: Type.String(),
      county: Type.String(),
      country: Type.String(),
    }),
  ),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  /** Whether the contact page shows the address and its map. */
  display_address: Type.Boolean(),
});
export type ClubLocation = Static<typeof ClubLocation>;

export const ClubLocationUpdateBody = Type.Object({
  latitude: Latitude,
  longitude: Longitude,
  display_address: Type.Optional(Type.Boolean()),
});
export type ClubLocationUpdateBody = Static<typeof ClubLocationUpdateBody>;

/** Longest address the geocoder is asked about. */
export const GEOCODE_QUERY_MAX_LENGTH = 200;

export const GeocodeQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: GEOCODE_QUERY_MAX_LENGTH }),
  account_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type GeocodeQuery = Static<typeof GeocodeQuery>;

export const GeocodeMatch = Type.Object({
  /** The place found, as the geocoder names it. */
  label: Type.String(),
  latitude: Latitude,
  longitude: Longitude,
});
export type GeocodeMatch = Static<typeof GeocodeMatch>;

/** Best match first; empty when nothing matches the address. */
export const GeocodeResult = Type.Object({ data: Type.Array(GeocodeMatch) });
export type GeocodeResult = Static<typeof GeocodeResult>;
