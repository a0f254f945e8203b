/**
 * How addresses are turned into map points: Mapbox's geocoding API, the development geocoder, or
 * none (`GEOCODER=none`: address search is off; admins place the club on the map by hand).
 */
export type GeocodingConfig =
  | { readonly provider: 'development' }
  | { readonly provider: 'none' }
  | {
      readonly provider: 'mapbox';
      readonly token: string;
      /** Base URL of Mapbox's API; `/search/geocode/v6/forward` is added. */
      readonly url: string;
      readonly timeoutMs: number;
    };

type Read = (name: string) => string | undefined;

export const MAPBOX_API_URL = 'https://api.mapbox.com';

/** The geocoding settings of the environment (see apps/api/README.md). */
export function readGeocodingConfig(read: Read, problems: string[]): GeocodingConfig {
  const choice = read('GEOCODER');
  if (choice !== undefined && choice !== 'none') {
    problems.push(`GEOCODER must be none (or unset, to use MAPBOX_TOKEN), got "${choice}"`);
  }
  if (choice === 'none') return { provider: 'none' };
  const token = read('MAPBOX_TOKEN')?.trim();
  if (!token) return { provider: 'development' };
  const url = (read('MAPBOX_API_URL') ?? MAPBOX_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(url) || !URL.canParse(url)) {
    problems.push('MAPBOX_API_URL must be an http(s) base URL');
  }
  return { provider: 'mapbox', token, url, timeoutMs: 5000 };
}
