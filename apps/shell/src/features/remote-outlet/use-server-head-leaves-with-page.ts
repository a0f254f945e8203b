import { releaseServerPageHead } from '@touchline/federation';
import { selectClubAccount, useAppSelector } from '@touchline/store';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The title and meta tags the server wrote for the first page go when the visitor moves to
 * another page, even if the app that owns the first page never took it over (the visitor left
 * before its code arrived). A layout effect, so it runs before the next page's own effects name it.
 */
export function useServerHeadLeavesWithPage(): void {
  const { pathname, key } = useLocation();
  const clubName = useAppSelector(selectClubAccount)?.name;
  useLayoutEffect(() => {
    if (key !== 'default') releaseServerPageHead(clubName);
    // Only a move to another path leaves the page; the club's name arriving does not.
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
}
