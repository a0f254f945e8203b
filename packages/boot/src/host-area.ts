// Plain code without imports: the page server resolves hosts with this module too
// (`@touchline/boot/host-area`), so it must stay free of React and the browser.
export type HostArea = 'club' | 'backoffice' | 'myaccount' | 'su' | 'xgb';

const AREA_LABELS: readonly HostArea[] = ['backoffice', 'club', 'myaccount', 'su', 'xgb'];

export interface HostContext {
  area: HostArea;
  club: string;
}

/**
 * The first label of the host picks the area; any other label is a club's slug
 * (`demo.localhost` is the demo club's site). Hosts without a club label use the default club.
 */
export function resolveHost(hostname: string, defaultClub: string): HostContext {
  const labels = hostname.toLowerCase().split('.');
  const first = labels[0] ?? '';
  const isIp = /^\d+$/.test(first) || hostname.includes(':');
  if (labels.length < 2 || isIp || first === 'www') {
    return { area: 'club', club: defaultClub };
  }
  if ((AREA_LABELS as readonly string[]).includes(first)) {
    return { area: first as HostArea, club: defaultClub };
  }
  return { area: 'club', club: first };
}
