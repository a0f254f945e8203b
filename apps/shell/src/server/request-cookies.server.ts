// `js-cookie` as the server render sees it: the cookies of the request being rendered (read
// only), so a component that reads a cookie while rendering renders on the server what it
// renders in the browser for the same visitor.
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<Map<string, string>>();

/** `name=value` pairs of a Cookie header; a malformed value is kept as it was sent. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // keep it raw
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** Runs `render` with the request's cookies as the ones `Cookies.get` reads. */
export function withRequestCookies<T>(cookies: Map<string, string>, render: () => T): T {
  return current.run(cookies, render);
}

const Cookies = {
  get(name: string): string | undefined {
    return current.getStore()?.get(name);
  },
  set(): undefined {
    return undefined;
  },
  remove(): void {
    // A server render changes no cookie.
  },
};

export default Cookies;
