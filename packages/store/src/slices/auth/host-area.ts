import type { HostArea } from '@touchline/contracts';

const AREA_LABELS: readonly HostArea[] = ['backoffice', 'club', 'myaccount', 'su', 'xgb'];

/**
 * The host area of spec 001 section 1: the first label of the host name, or `site` for a club's
 * own site (any other label, and plain hosts such as localhost).
 */
export function hostAreaOf(hostname: string): HostArea {
  const first = hostname.toLowerCase().split('.')[0] ?? '';
  return (AREA_LABELS as readonly string[]).includes(first) ? (first as HostArea) : 'site';
}
