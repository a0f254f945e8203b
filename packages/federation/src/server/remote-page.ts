// A remote's server render of its own pages (docs/adr/0016-*), as the page server asks for it
// (apps/page-server/src/remote-renders.ts): what it is given, what it answers and how the markup is made.
// Server only: imported by a remote's `src/server/` build, never by a browser bundle.
import type { ClubAccount, Language } from '@touchline/contracts';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { PageMetaTag } from '../page-title';

export interface RemotePageRequest<Config> {
  /** Path and query of the page. */
  url: string;
  /** The page's full address (an article's share links). */
  pageUrl: string;
  /** The club the page is for, and its record as the page carries it. */
  club: string;
  account: ClubAccount;
  /** The deployment's runtime configuration (`config.json`). */
  config: Config;
  /** Where this server reaches the API (default: the configuration's `apiBaseUrl`). */
  apiBaseUrl?: string;
  /**
   * The page's language (the visitor's choice, else the club's default), as the page server
   * decided it: the remote's texts are rendered in it. English when not given.
   */
  language?: Language;
  /** Ends the API calls and the render when the page server stops waiting. */
  signal?: AbortSignal;
}

export interface RemotePage<Data> {
  /** The markup of the remote's root (what `RemoteRoot` holds). */
  markup: string;
  /** The release of this build, as the remote's root names it. */
  release: string;
  /** The data the markup was rendered from, for the page's data block. */
  data: Data;
  /** The document's title for a page that names itself, as the browser's page sets it. */
  title?: string;
  /** The page's description and Open Graph tags, as the browser's page sets them. */
  meta?: PageMetaTag[];
}

/** React's image preloads ahead of a render without a <head>: not part of the remote's root. */
export const withoutLeadingPreloads = (markup: string): string =>
  markup.replace(/^(?:<link [^>]*\/>)+/, '');

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** The markup of a remote's page, once every boundary in it has its content. */
export async function renderRemoteMarkup(
  element: ReactElement,
  signal: AbortSignal | undefined,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    element,
    // Every boundary in place, however large: React would otherwise send a large one after the
    // rest with an inline script to move it, which the page's script policy does not run.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return withoutLeadingPreloads(await streamToString(prelude));
}
