import { PAGE_DATA, readPageData } from './page-data';

/** Settings each deployment provides in `/config.json` beside the app's index.html. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  apiVersion: string;
  /** The club shown on hosts that do not name one (plain localhost, area hosts). */
  defaultClub: string;
  /** Public Mapbox token; without one, addresses show as text with a link to a map. */
  mapboxToken?: string;
  /**
   * The back office's and the account area's addresses where the deployment serves them on
   * hosts of their own (`https://admin.clubs.example`); without them they are derived from the
   * page's host name (`@touchline/store`'s `areaUrl`).
   */
  backofficeUrl?: string;
  accountUrl?: string;
}

export const FALLBACK_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:3333',
  apiVersion: 'v2',
  defaultClub: 'demo',
};

/** The configuration written into the page by its server, else fetched from `/config.json`. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const inline = readPageData<Partial<RuntimeConfig>>(PAGE_DATA.config);
  if (inline) return { ...FALLBACK_RUNTIME_CONFIG, ...inline };
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return FALLBACK_RUNTIME_CONFIG;
    return { ...FALLBACK_RUNTIME_CONFIG, ...((await response.json()) as Partial<RuntimeConfig>) };
  } catch {
    return FALLBACK_RUNTIME_CONFIG;
  }
}

let shared: Promise<RuntimeConfig> | undefined;

/** The deployment's runtime configuration, fetched once per page and shared by every caller. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  shared ??= loadRuntimeConfig();
  return shared;
}
