/**
 * The document title is the club's name (the host sets it) unless a page names itself: while a
 * page's own title is shown, the `<title>` element carries `data-page-title`, whether the page
 * server wrote it (a remote's server render gave the page's title) or the page set it. A host
 * leaves a marked title alone.
 */
export const PAGE_TITLE = 'data-page-title';

const titleElement = () => document.head.querySelector('title');

/** Whether a page's own title is shown. */
export const pageOwnsTitle = (): boolean => titleElement()?.hasAttribute(PAGE_TITLE) ?? false;

/** Shows a page's own title, marked as the page's. */
export function setPageTitle(title: string): void {
  document.title = title;
  titleElement()?.setAttribute(PAGE_TITLE, '');
}

/** The page is gone: the title is the club's again. */
export function releasePageTitle(clubTitle: string): void {
  titleElement()?.removeAttribute(PAGE_TITLE);
  document.title = clubTitle;
}

/**
 * Marks the `<meta>` tags the page server wrote for a page (an article's description and Open
 * Graph tags): they go with the page when the visitor moves on, as tags the page set would.
 */
export const PAGE_META = 'data-page-meta';

/** One `<meta>` of a page's own: `name` or `property`, its key and content. */
export interface PageMetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/**
 * The visitor left the page the server sent: its own title and tags go, whether or not the app
 * that owns the page took it over before (a page that did removes them itself; twice is harmless).
 * Without the club's name yet, the title is only unmarked, and the host names it when it can.
 */
export function releaseServerPageHead(clubTitle: string | undefined): void {
  for (const tag of document.head.querySelectorAll(`meta[${PAGE_META}]`)) tag.remove();
  if (!pageOwnsTitle()) return;
  if (clubTitle) releasePageTitle(clubTitle);
  else titleElement()?.removeAttribute(PAGE_TITLE);
}
