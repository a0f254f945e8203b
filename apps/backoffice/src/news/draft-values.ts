import type { ArticleImage, EditorArticle, EditorArticleDraftBody } from '@touchline/contracts';
import {
  articleSlugProblem,
  articleSummaryProblem,
  articleTitleProblem,
  IMAGE_ALT_REQUIRED,
} from '@touchline/validators';

/** The editor's fields. */
export interface DraftValues {
  title: string;
  slug: string;
  summary: string;
  content: string;
  cover: ArticleImage | null;
}

export type DraftField = 'title' | 'slug' | 'summary' | 'content' | 'featured_image';
export type DraftProblems = Partial<Record<DraftField, string>>;
export const DRAFT_FIELDS: readonly DraftField[] = [
  'title',
  'slug',
  'summary',
  'content',
  'featured_image',
];

export const draftValues = (article: EditorArticle): DraftValues => ({
  title: article.title,
  slug: article.slug,
  summary: article.summary,
  content: article.content,
  cover: article.featured_image.find((image) => image.size === 'original') ?? null,
});

export const draftBody = (values: DraftValues): EditorArticleDraftBody => ({
  title: values.title,
  slug: values.slug,
  summary: values.summary,
  content: values.content,
  featured_image: values.cover ? [values.cover] : [],
});

/** What stops the draft from being saved: the fields' rules, as the API checks them. */
export function draftProblems(values: DraftValues): DraftProblems {
  const problems: DraftProblems = {};
  const title = articleTitleProblem(values.title);
  if (title) problems.title = title;
  const slug = articleSlugProblem(values.slug.trim());
  if (slug) problems.slug = slug;
  const summary = articleSummaryProblem(values.summary);
  if (summary) problems.summary = summary;
  return problems;
}

/** What stops the draft from being published: an image of the content without alt text. */
export function publishProblems(values: DraftValues): DraftProblems {
  const problems = draftProblems(values);
  const images = new DOMParser().parseFromString(values.content, 'text/html').images;
  if ([...images].some((image) => (image.getAttribute('alt') ?? '').trim() === '')) {
    problems.content = IMAGE_ALT_REQUIRED;
  }
  return problems;
}
