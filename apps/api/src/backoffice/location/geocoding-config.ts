/** How addresses are turned into map points: Mapbox's geocoding API, or the development geocoder. */
export type GeocodingConfig =
  | { readonly provider: 'development' }
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
  const token = read('MAPBOX_TOKEN')?.trim();
  if (!token) return { provider: 'development' };
  const url = (read('MAPBOX_API_URL') ?? MAPBOX_API_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(url) || !URL.canParse(url)) {
    problems.push('MAPBOX_API_URL must be an http(s) base URL');
  }
  return { provider: 'mapbox', token, url, timeoutMs: 5000 };
}
