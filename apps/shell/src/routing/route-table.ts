import type { RemoteName } from '@touchline/federation';
import { matchPath } from 'react-router';

export interface RemoteArea {
  remote: RemoteName;
  /** Path patterns (react-router syntax) the remote owns. */
  paths: string[];
  /** Pages shown without the navbar and footer. */
  chromeless?: string[];
}

/** Which remote owns which path. The shell owns `/error` and `/su`; the rest is an error. */
export const REMOTE_AREAS: RemoteArea[] = [
  {
    remote: 'storefront',
    paths: [
      '/',
      '/news/*',
      '/pages/*',
      '/contact',
      '/accessibility',
      '/recurring-email-status',
      '/unsubscribe-lotto-friend-email',
      '/products',
      '/products/memberships/*',
    ],
    chromeless: ['/recurring-email-status', '/unsubscribe-lotto-friend-email'],
  },
  {
    remote: 'membership',
    paths: ['/products/membership/*', '/products/lotto/*', '/products/draw/*', '/products/shop/*'],
  },
  { remote: 'fixtures', paths: ['/fixtures-results', '/results-fixtures'] },
  { remote: 'checkout', paths: ['/checkout/*'] },
  { remote: 'auth', paths: ['/authentication/*'] },
];

const matches = (patterns: string[] | undefined, pathname: string) =>
  (patterns ?? []).some((path) => matchPath({ path, end: true }, pathname));

/** The shell's own pages (src/app/shell-routes.tsx). */
export const SHELL_PAGES = { error: '/error', su: '/su' } as const;

/** Whether a club site's path is a page: the shell's own, or one a remote owns. */
export function isClubSitePage(pathname: string): boolean {
  return (
    Object.values(SHELL_PAGES).some((page) => page === pathname) || remoteForPath(pathname) !== null
  );
}

export function remoteForPath(pathname: string): RemoteName | null {
  return REMOTE_AREAS.find((area) => matches(area.paths, pathname))?.remote ?? null;
}

export function isChromeless(pathname: string): boolean {
  return REMOTE_AREAS.some((area) => matches(area.chromeless, pathname));
}

/**
 * On the member-account host (`myaccount`) the auth remote's account pages own every path
 * except its authentication pages.
 */
export function isAccountPath(pathname: string): boolean {
  return remoteForPath(pathname) !== 'auth';
}
