// The news and pages screens' texts.
import type { EditorArticleState, EditorArticleType } from '@touchline/contracts';
import { formatDate } from '@touchline/ui';

export const NEWS_PATH = '/news-and-pages';
export const NEWS_TITLE = 'News and pages';
/** The tool's name in the navigation (short: the header holds every tool on one row). */
export const NEWS_NAV_TITLE = 'News';
export const newArticlePath = (type: EditorArticleType) =>
  `${NEWS_PATH}/new?type=${type === 'News' ? 'news' : 'page'}`;
export const articlePath = (id: number) => `${NEWS_PATH}/${id}`;

export const NEW_STORY = 'New story';
export const NEW_PAGE = 'New page';
export const LIST_LOAD_FAILED = 'The stories and pages could not be loaded.';
export const ARTICLE_LOAD_FAILED = 'The story could not be loaded.';
export const NO_ARTICLES = 'Nothing here yet: write the club’s first story.';

export const SAVING = 'Saving…';
export const SAVED = 'Saved';
export const NOT_SAVED = 'Not saved: check the fields marked below.';
export const SAVE_FAILED =
  'Not saved: the draft could not reach the server. It is tried again as you type.';

export const typeName = (type: string) =>
  type === 'Page' || type === 'About Us' ? 'page' : 'story';
export const published = (type: string) => `The ${typeName(type)} is published.`;
export const scheduled = (type: string, at: string) =>
  `The ${typeName(type)} will be published on ${dateTime(at)}.`;
export const unpublished = (type: string) => `The ${typeName(type)} is no longer on the site.`;
export const SCHEDULE_TIME_REQUIRED = 'Choose the date and time to publish at.';

/** '5 January 2027 at 10:00', in the browser's time. */
export const dateTime = (value: string) =>
  `${formatDate(value, 'd MMMM yyyy')} at ${formatDate(value, 'HH:mm')}`;

/** Where the public version stands, in words. */
export function stateText(state: EditorArticleState, publishedAt: string | null): string {
  if (state === 'draft' || publishedAt === null) return 'Draft: not on the site';
  if (state === 'scheduled') return `Scheduled for ${dateTime(publishedAt)}`;
  return `Published ${formatDate(publishedAt, 'd MMMM yyyy')}`;
}

/** The public address of a story (`news/...`) or a page, the about-us one included (`pages/...`). */
export const publicPath = (type: string, slug: string) =>
  `/${type === 'Page' || type === 'About Us' ? 'pages' : 'news'}/${slug}`;
