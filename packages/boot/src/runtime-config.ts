/** Settings each deployment provides in `/config.json` beside the app's index.html. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  apiVersion: string;
  /** The club shown on hosts that do not name one (plain localhost, area hosts). */
  defaultClub: string;
}

export const FALLBACK_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:3333',
  apiVersion: 'v2',
  defaultClub: 'demo',
};

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return FALLBACK_RUNTIME_CONFIG;
    return { ...FALLBACK_RUNTIME_CONFIG, ...((await response.json()) as Partial<RuntimeConfig>) };
  } catch {
    return FALLBACK_RUNTIME_CONFIG;
  }
}
