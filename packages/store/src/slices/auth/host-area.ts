import type { HostArea } from '@touchline/contracts';

const AREA_LABELS: readonly HostArea[] = ['backoffice', 'club', 'myaccount', 'su', 'xgb'];

/**
 * The host area: the first label of the host name, or `site` for a club's
 * own site (any other label, and plain hosts such as localhost).
 */
export function hostAreaOf(hostname: string): HostArea {
  const first = hostname.toLowerCase().split('.')[0] ?? '';
  return (AREA_LABELS as readonly string[]).includes(first) ? (first as HostArea) : 'site';
}

/** The ports `npm start` serves on a development machine (`*.localhost`). */
const DEV_PORTS = { sites: '4200', backoffice: '4300' } as const;

type HostLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

const isDevelopmentHost = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * The address of the host whose first label is `label`, in the same deployment: the first
 * label of the host name replaced (`demo.club.ie` -> `myaccount.club.ie`), or put in front of a
 * two-label host (`club.ie` -> `myaccount.club.ie`). On a development machine (`*.localhost`)
 * the back office runs on its own port (localhost:4300), the clubs' sites and the account area
 * on the sites' port (`demo.localhost:4200`, `myaccount.localhost:4200`).
 */
function hostUrl(label: string, { protocol, hostname, port }: HostLocation): string {
  const withPort = port ? `:${port}` : '';
  if (isDevelopmentHost(hostname)) {
    if (label === 'backoffice') return `${protocol}//localhost:${DEV_PORTS.backoffice}/`;
    const sitesPort = port === DEV_PORTS.backoffice ? `:${DEV_PORTS.sites}` : withPort;
    return `${protocol}//${label}.localhost${sitesPort}/`;
  }
  const labels = hostname.split('.');
  const rest = labels.length > 2 ? labels.slice(1).join('.') : hostname;
  return `${protocol}//${label}.${rest}${withPort}/`;
}

/** The platform's areas a link may lead to from another host. */
export type LinkedArea = 'backoffice' | 'myaccount';

/**
 * The areas' addresses as the deployment names them (its runtime configuration), over the ones
 * derived from the host name: a deployment may serve the back office on a host of its own
 * (`admin.clubs.example`), and a club served on its own domain (`www.gaels.ie`) reaches the
 * account area on the platform's host, which no host name of the club's can give.
 */
let configuredAreas: Partial<Record<LinkedArea, string>> = {};

/** An origin as a setting gives it (`https://admin.clubs.example`), as an area's home (`.../`). */
function areaHome(setting: string | undefined): string | undefined {
  const value = setting?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? `${url.origin}/` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the areas' addresses from the deployment's runtime configuration (`backofficeUrl`,
 * `accountUrl`); an empty or missing one is derived from the host name, as before.
 */
export function setAreaAddresses(config: { backofficeUrl?: string; accountUrl?: string }): void {
  const backoffice = areaHome(config.backofficeUrl);
  const myaccount = areaHome(config.accountUrl);
  configuredAreas = {
    ...(backoffice ? { backoffice } : {}),
    ...(myaccount ? { myaccount } : {}),
  };
}

/** The address of another host area of the same deployment (see `hostUrl`). */
export function areaUrl(area: LinkedArea, location: HostLocation = window.location): string {
  return configuredAreas[area] ?? hostUrl(area, location);
}

/** The home of a club's own site, from any host of the same deployment (see `hostUrl`). */
export function clubSiteUrl(slug: string, location: HostLocation = window.location): string {
  return hostUrl(slug, location);
}
