import type { GeocodeMatch } from '@touchline/contracts';
import { SEED_CLUBS } from '../../clubs/club-seed-data';
import type { GeocodingConfig } from './geocoding-config';

/** Finds where an address is; best match first, none when nothing matches. */
export interface GeocoderPort {
  /** `development` says so to whoever reads the club settings page's answers. */
  readonly name: 'mapbox' | 'development' | 'none';
  geocode(address: string, options?: { signal?: AbortSignal }): Promise<GeocodeMatch[]>;
}

/** The geocoding service answered with an error, or not in time. */
export class GeocodingFailure extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GeocodingFailure';
  }
}

/** The most matches asked for and answered. */
export const GEOCODE_LIMIT = 5;

interface MapboxFeatureCollection {
  features?: Array<{
    geometry?: { coordinates?: unknown };
    properties?: { full_address?: unknown; name?: unknown; place_formatted?: unknown };
  }>;
}

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Mapbox's forward geocoding (`/search/geocode/v6/forward`), biased to Ireland and the UK where
 * the clubs are; a non-2xx answer, a malformed body or a timeout is a `GeocodingFailure`.
 */
export function createMapboxGeocoder(
  settings: Extract<GeocodingConfig, { provider: 'mapbox' }>,
  fetchImpl: typeof fetch = fetch,
): GeocoderPort {
  return {
    name: 'mapbox',
    async geocode(address, options = {}) {
      const url = new URL(`${settings.url}/search/geocode/v6/forward`);
      url.searchParams.set('q', address);
      url.searchParams.set('limit', String(GEOCODE_LIMIT));
      url.searchParams.set('country', 'ie,gb');
      url.searchParams.set('access_token', settings.token);
      const timeout = AbortSignal.timeout(settings.timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
      } catch (error) {
        throw new GeocodingFailure(
          timeout.aborted ? 'Geocoding timed out' : `Geocoding failed: ${String(error)}`,
        );
      }
      if (!response.ok) {
        throw new GeocodingFailure(`Geocoding answered ${response.status}`, response.status);
      }
      let body: MapboxFeatureCollection;
      try {
        body = (await response.json()) as MapboxFeatureCollection;
      } catch {
        throw new GeocodingFailure('Geocoding answered something other than JSON');
      }
      if (!Array.isArray(body.features))
        throw new GeocodingFailure('Geocoding answer has no features');
      const matches: GeocodeMatch[] = [];
      for (const feature of body.features) {
        const coordinates = feature.geometry?.coordinates;
        if (!Array.isArray(coordinates)) continue;
        const [longitude, latitude] = coordinates as unknown[];
        if (!inRange(latitude, 90) || !inRange(longitude, 180)) continue;
        const props = feature.properties ?? {};
        const label =
          typeof props.full_address === 'string'
            ? props.full_address
            : [props.name, props.place_formatted].filter((p) => typeof p === 'string').join(', ');
        matches.push({ label: label || address, latitude, longitude });
      }
      return matches.slice(0, GEOCODE_LIMIT);
    },
  };
}

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** A place the development geocoder knows. */
export interface KnownPlace {
  readonly label: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** The seeded clubs' addresses, the places the development geocoder knows. */
export const SEEDED_PLACES: readonly KnownPlace[] = SEED_CLUBS.flatMap((club) =>
  club.address && club.address.latitude !== null && club.address.longitude !== null
    ? [
        {
          label: [
            club.address.line1,
            club.address.city,
            club.address.county,
            club.address.country,
          ].join(', '),
          latitude: club.address.latitude,
          longitude: club.address.longitude,
        },
      ]
    : [],
);

/**
 * Offline geocoding for development and tests: a place matches when every word of the address
 * asked for is in its address (accents and case ignored), so "Glenarden Road, Ballinasloe" finds
 * the demo club's grounds and an unknown street finds nothing.
 */
export function createDevelopmentGeocoder(
  places: readonly KnownPlace[] = SEEDED_PLACES,
): GeocoderPort {
  return {
    name: 'development',
    async geocode(address) {
      const asked = words(address);
      if (asked.length === 0) return [];
      return places
        .filter((place) => {
          const known = new Set(words(place.label));
          return asked.every((word) => known.has(word));
        })
        .slice(0, GEOCODE_LIMIT)
        .map(({ label, latitude, longitude }) => ({ label, latitude, longitude }));
    },
  };
}

/** Address search turned off (`GEOCODER=none`): every search is answered as unavailable. */
export function createNoGeocoder(): GeocoderPort {
  return {
    name: 'none',
    geocode: () =>
      Promise.reject(new GeocodingFailure('Address search is turned off (GEOCODER=none)')),
  };
}

export function createGeocoderPort(settings: GeocodingConfig): GeocoderPort {
  if (settings.provider === 'mapbox') return createMapboxGeocoder(settings);
  return settings.provider === 'none' ? createNoGeocoder() : createDevelopmentGeocoder();
}
