import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../errors/domain-error';

/**
 * The development tools: pages and calls that must never be reachable from another machine.
 * The mailbox shows every mailed code and link, the identity provider signs anyone in as any
 * user, the simulators' switch makes the league providers fail for everyone, the member
 * maker makes members with a known password, and the clock makes payments fall due early.
 */
export const DEV_TOOL_PATHS = [
  { path: '/dev/mailbox', name: 'development mailbox' },
  { path: '/dev/sso/authorize', name: 'development sign-in (identity provider)' },
  { path: '/dev/email-links/demo?friend_id=1', name: 'signed email-action links' },
  { path: '/sim/control', name: "league simulators' failure switch (POST)" },
  { path: '/dev/members/demo', name: 'members made like the seeded member (POST)' },
  { path: '/dev/clock', name: 'the clock payments fall due by (POST { "days": 31 } moves it)' },
] as const;

const isDevToolUrl = (url: string): boolean =>
  url.startsWith('/dev/') || url === '/sim/control' || url.startsWith('/sim/control?');

/** Loopback addresses: 127.0.0.0/8, ::1 and the IPv4-mapped form of 127.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** A URL's host name (lower case) that is this machine: localhost, [::1] or 127.0.0.0/8. */
export const isLoopbackName = (name: string): boolean =>
  name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);

/** Host names that only ever mean this machine: localhost, its subdomains and loopback IPs. */
export function isLoopbackHostName(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  let name: string;
  try {
    name = new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  return name.endsWith('.localhost') || isLoopbackName(name);
}

/** Whether the interface the API listens on is the loopback one. */
export const isLoopbackInterface = (host: string): boolean =>
  host === 'localhost' || isLoopbackAddress(host);

/** A request a development tool may answer: from this machine, addressed to this machine. */
export const isLocalRequest = (request: FastifyRequest): boolean =>
  isLoopbackAddress(request.socket.remoteAddress) && isLoopbackHostName(request.headers.host);

/**
 * Registered once, before any route: a development tool answers only a request from the loopback
 * interface, addressed by a loopback host name (a DNS-rebinding page cannot reach it either);
 * any other caller gets the same 404 as when the tools are off.
 */
export function guardDevTools(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isDevToolUrl(request.url) && !isLocalRequest(request)) throw fail('not_found');
  });
}
