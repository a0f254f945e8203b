// The data the page server rendered a storefront page (an article, the home) from (server/render-page.tsx), written
// into the page as a non-executable JSON block (docs/adr/0016-*). The browser's storefront
// starts from it, so it hydrates the same markup without asking the API again.
import { readPageData, remotePageDataId } from '@touchline/boot';
import type { Article, ArticleSummary, Sponsor } from '@touchline/contracts';

/** What the home page renders from, as the API answered it. */
export interface HomePageData {
  /** The news grid's first page (`NEWS_PAGE_SIZE` articles, newest first) and the total. */
  news: { items: ArticleSummary[]; total: number };
  /** The about-us article; null when the club has none (the block is not shown). */
  aboutUs: Article | null;
  /** The club's sponsors, as listed (the strip shows those with an image). */
  sponsors: Sponsor[];
}

export interface StorefrontPageData {
  /** The release of the storefront that rendered the page. */
  release: string;
  /** The page's address as the server rendered it (its share links). */
  pageUrl: string;
  /** The article of an article page. */
  article?: Article;
  /** The news, about-us article and sponsors of the home page. */
  home?: HomePageData;
}

export const STOREFRONT_PAGE_DATA = remotePageDataId('storefront');

let read: { data: StorefrontPageData | undefined } | undefined;

/** The page's storefront data block, or undefined (no block, or not in a browser). */
export function readStorefrontPageData(): StorefrontPageData | undefined {
  if (typeof document === 'undefined') return undefined;
  read ??= { data: readPageData<StorefrontPageData>(STOREFRONT_PAGE_DATA) };
  return read.data;
}

/** Tests only: read the block again. */
export function resetStorefrontPageData(): void {
  read = undefined;
}
