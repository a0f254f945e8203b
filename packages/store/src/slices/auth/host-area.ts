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

/**
 * The address of another host area of the same deployment: the first label of the host name
 * replaced (`demo.club.ie` -> `myaccount.club.ie`), or put in front of a two-label host
 * (`club.ie` -> `myaccount.club.ie`). On a development machine (`*.localhost`) the back office
 * runs on its own port and the account area is `myaccount.localhost` on the site's port.
 */
export function areaUrl(
  area: 'backoffice' | 'myaccount',
  location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location,
): string {
  const { protocol, hostname, port } = location;
  const withPort = port ? `:${port}` : '';
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    return area === 'backoffice'
      ? `${protocol}//localhost:4300/`
      : `${protocol}//myaccount.localhost${withPort}/`;
  }
  const labels = hostname.split('.');
  const rest = labels.length > 2 ? labels.slice(1).join('.') : hostname;
  return `${protocol}//${area}.${rest}${withPort}/`;
}
