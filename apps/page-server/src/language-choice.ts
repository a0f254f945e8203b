// The header's language switch before the app has taken the page over is a plain link to
// `/language?to=ga&return=/path`: the visitor's choice is kept in the language cookie (read by
// the page server and the app alike) and they are sent back to the page they were on, now in
// that language. Only a path on this site is a way back: never another site.
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_UNSAVED_COOKIE,
} from '@touchline/contracts';
import { serialize } from 'cookie';

/** The way back: a path of this site, else its home. */
export function wayBack(returnTo: unknown): string {
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return '/';
  try {
    const base = new URL('http://site.invalid');
    const back = new URL(returnTo, base);
    if (back.origin !== base.origin) return '/';
    return `${back.pathname}${back.search}${back.hash}`;
  } catch {
    return '/';
  }
}

export interface LanguageChoice {
  /**
   * The `Set-Cookie` headers that keep the choice and mark it as not on a member's account yet
   * (the app saves it there), or none for a language the site lacks.
   */
  cookies: string[];
  location: string;
}

export function languageChoice(
  query: Record<string, unknown>,
  { secure }: { secure: boolean },
): LanguageChoice {
  const location = wayBack(query['return']);
  const to = query['to'];
  if (!isLanguage(to)) return { cookies: [], location };
  const attributes = { path: '/', sameSite: 'lax', secure } as const;
  const cookies = [
    serialize(LANGUAGE_COOKIE, to, { ...attributes, maxAge: LANGUAGE_COOKIE_DAYS * 24 * 60 * 60 }),
    // For the browser session: the app, which runs on the page this leads back to, takes it.
    serialize(LANGUAGE_UNSAVED_COOKIE, '1', attributes),
  ];
  return { cookies, location };
}
