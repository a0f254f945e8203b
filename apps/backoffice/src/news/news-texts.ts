// The news and pages screens' addresses, and the texts that are sentences about an article.
import type { EditorArticleState, EditorArticleType } from '@touchline/contracts';
import { type Language, textOfCode, type Translate } from '@touchline/i18n';
import { formatDate } from '@touchline/ui';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

export const NEWS_PATH = '/news-and-pages';
/** The tool's name in the navigation (short: the header holds every tool on one row). */
export const NEWS_NAV_TITLE = 'News';
export const newArticlePath = (type: EditorArticleType) =>
  `${NEWS_PATH}/new?type=${type === 'News' ? 'news' : 'page'}`;
export const articlePath = (id: number) => `${NEWS_PATH}/${id}`;

/** What the sentences call an article: a page (the about-us one too) or a story. */
export const typeName = (type: string) =>
  type === 'Page' || type === 'About Us' ? 'page' : 'story';

const TYPE_IDS: Readonly<Record<string, BackofficeMessageId>> = {
  News: 'news.typeNews',
  Page: 'news.typePage',
  Article: 'news.typeArticle',
  'About Us': 'news.typeAboutUs',
};

/** An article's type as the list shows it (a type it does not know, as it came). */
export const typeLabel = (t: T, type: string) => {
  return textOfCode(t, TYPE_IDS, type);
};

export const published = (t: T, type: string) => t('articles.published', { kind: typeName(type) });
export const scheduled = (t: T, language: Language, type: string, at: string) =>
  t('articles.scheduled', { kind: typeName(type), when: dateTime(t, language, at) });
export const unpublished = (t: T, type: string) =>
  t('articles.unpublished', { kind: typeName(type) });

/** '5 January 2027 at 10:00', in the browser's time. */
export const dateTime = (t: T, language: Language, value: string) =>
  t('news.dateTime', {
    date: formatDate(value, 'd MMMM yyyy', language),
    time: formatDate(value, 'HH:mm', language),
  });

/** Where the public version stands, in words. */
export function stateText(
  t: T,
  language: Language,
  state: EditorArticleState,
  publishedAt: string | null,
): string {
  if (state === 'draft' || publishedAt === null) return t('news.stateDraft');
  if (state === 'scheduled') {
    return t('news.stateScheduled', { when: dateTime(t, language, publishedAt) });
  }
  return t('news.statePublished', { date: formatDate(publishedAt, 'd MMMM yyyy', language) });
}

/** The public address of a story (`news/...`) or a page, the about-us one included (`pages/...`). */
export const publicPath = (type: string, slug: string) =>
  `/${type === 'Page' || type === 'About Us' ? 'pages' : 'news'}/${slug}`;
