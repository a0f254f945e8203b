import type { Http } from '@touchline/api-client';

/**
 * A read of server data the page keeps (ADR 0035): a name, unique across the page's apps
 * (`area/what`, e.g. `account/orders`), and how to read it on the page's HTTP client. The
 * arguments are plain JSON values: with the name they are the key the answer is kept under.
 */
export interface ServerRead<Args, T> {
  readonly name: string;
  readonly read: (http: Http, args: Args, signal: AbortSignal) => Promise<T>;
}

/** Names a read for `useServerRead`, once, at a module's top level. */
export function defineServerRead<Args, T>(
  name: string,
  read: ServerRead<Args, T>['read'],
): ServerRead<Args, T> {
  return { name, read };
}

/** The key an answer is kept under: the read's name and its arguments. */
export const serverReadKey = (name: string, args: unknown): string =>
  `${name} ${JSON.stringify(args ?? null)}`;

/**
 * The store's service holding the reads the page's components have asked with, by name: the
 * one saga that runs them finds each there, whichever remote's copy of this module defined it.
 */
export const SERVER_READS_SERVICE = 'serverReads';

export type ServerReads = Map<string, ServerRead<unknown, unknown>>;
