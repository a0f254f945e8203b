import type { ClubApi } from '@touchline/api-client';
import { useCallback, type MouseEvent } from 'react';
import { useAppSelector, useStoreService } from '../../hooks';
import { selectUser } from './auth-selectors';
import type { HandedOverSession } from './auth-slice';

/** The call a link to another host needs: a one-time code for the signed-in session. */
export type HandoverApi = Pick<ClubApi, 'requestHandoverCode'>;

type Here = Pick<Location, 'href' | 'origin'>;

/** A hand-over's parameters in the address: the one-time code, and whose link it is. */
export const HANDOVER_PARAMS = { code: 'c', user: 'u' } as const;

/** A user id as a link writes it: a positive whole number. */
const USER_ID = /^[1-9]\d{0,15}$/;

/**
 * The session a link hands over (`?c=`, with whose link it is in `u`), as the host it opens
 * reads it; null without a code.
 */
export function handoverIn(search: string): HandedOverSession | null {
  const params = new URLSearchParams(search);
  const code = params.get(HANDOVER_PARAMS.code)?.trim();
  if (!code) return null;
  const user = params.get(HANDOVER_PARAMS.user)?.trim() ?? '';
  return { code, forUserId: USER_ID.test(user) ? Number(user) : null };
}

/**
 * The address a signed-in user's link to another host of the platform (a club site, the account
 * host, the back office) opens, with their session handed over: `target` with a one-time code
 * `c` (`POST /oauth/handover`) the other host exchanges for a session of its own, so nobody
 * signs in twice. Cookies are per host, and a club may be served on its own domain, so the
 * session travels as a code; never a token in the address. A link on the same host needs no
 * code; when the code cannot be had, the link goes plain and the other host asks to sign in.
 */
export async function linkWithSession(
  api: HandoverApi,
  target: string,
  here: Here = window.location,
  userId: number | null = null,
): Promise<string> {
  const url = new URL(target, here.href);
  if (url.origin === here.origin) return target;
  try {
    const { code } = await api.requestHandoverCode();
    if (typeof code !== 'string' || !code) return target;
    url.searchParams.set(HANDOVER_PARAMS.code, code);
    // Whose link it is: a host where the same user is signed in already then opens quietly.
    if (userId !== null) url.searchParams.set(HANDOVER_PARAMS.user, String(userId));
    return url.toString();
  } catch {
    return target;
  }
}

/** A click that opens a new tab or window, or a download, keeps the browser's own handling. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/** Leaving this page for another host of the platform, in place of it. */
export const pageLeave = {
  to(url: string): void {
    window.location.assign(url);
  },
};

/** Read at each click, so a test's `jest.spyOn(pageLeave, 'to')` is the one followed. */
const leavePage = (url: string) => pageLeave.to(url);

/**
 * The click handler of a signed-in user's link (`<a href onClick>`) to another host: it asks for
 * a hand-over code and goes, through `go` (leaving the page, `pageLeave`, unless told
 * otherwise), to the link with it (see `linkWithSession`). The `href` stays the plain address,
 * for a new tab and for a link read before it is followed.
 */
export function useFollowWithSession(
  go: (url: string) => void = leavePage,
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const api = useStoreService<HandoverApi>('api');
  const userId = useAppSelector(selectUser)?.id ?? null;
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const target = event.currentTarget.href;
      void linkWithSession(api, target, window.location, userId).then(go);
    },
    [api, go, userId],
  );
}
