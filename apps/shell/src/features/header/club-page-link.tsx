import { clubSiteUrl, selectClubAccount, useAppSelector } from '@touchline/store';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useHost } from '../../app/host-context';

/**
 * Where the club's own pages are, seen from this host: undefined on the club's site (its routes
 * are this app's), else the club's site (the account area shows the club's menu, but
 * `/products/shop` is not one of its pages).
 */
export function useClubSiteOrigin(): string | undefined {
  const { area, club } = useHost();
  const account = useAppSelector(selectClubAccount);
  if (area === 'club') return undefined;
  return clubSiteUrl(account?.slug ?? club);
}

interface ClubPageLinkProps {
  to: string;
  className?: string;
  /** Marks the link with aria-current="page" on its own page (menus; not the logo). */
  marksCurrent?: boolean;
  children: ReactNode;
}

/** A link to one of the club's pages: a route here on its site, an address on the club's site elsewhere. */
export function ClubPageLink({ to, className, marksCurrent = true, children }: ClubPageLinkProps) {
  const origin = useClubSiteOrigin();
  if (origin) {
    return (
      <a href={new URL(to, origin).href} className={className}>
        {children}
      </a>
    );
  }
  if (!marksCurrent) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <NavLink to={to} end className={className}>
      {children}
    </NavLink>
  );
}
