import type { HostContext } from '@touchline/boot';
import type { PrefetchedModule } from '@touchline/federation';
import { remoteForPath } from '../../routing/route-table';

/**
 * The remote modules a visitor's first act on this page is likely to need, fetched ahead once
 * the page is idle (packages/federation prefetch-remotes.ts): on a club's site, the page's own
 * remote (its content taken over, a button on it pressed), the header's cart button (when the
 * club sells online) with its lazy cart sheet, and the user menu with the sign-in dialog it
 * opens (the auth remote's routes). Not the lazy pages
 * of a remote's routes: they are many, and large (the rich-text editor, the map). Elsewhere (the
 * account and admin areas) the app loads its remote at once anyway.
 */
export function likelyFirstActs(
  pathname: string,
  host: Pick<HostContext, 'area'>,
  { checkout }: { checkout: boolean },
): PrefetchedModule[] {
  if (host.area !== 'club') return [];
  const remote = remoteForPath(pathname);
  return [
    ...(remote ? [`${remote}/routes`] : []),
    ...(checkout ? [{ module: 'checkout/CartButton', lazyParts: true } as const] : []),
    'auth/UserMenu',
    'auth/routes',
  ];
}
