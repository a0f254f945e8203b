import type {
  BackofficeQuery,
  EditorArticle,
  EditorArticleCreateBody,
  EditorArticleDraftBody,
  EditorArticlePage,
  EditorArticlePreview,
  EditorArticlePublishBody,
  EditorArticleQuery,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment } from './paths';

const checks = () => import('../generated/backoffice-articles-validators');

const ARTICLES = '/backoffice/articles';
const article = { lazy: () => checks().then((m) => m.validateEditorArticle) };
const articlePage = { lazy: () => checks().then((m) => m.validateEditorArticlePage) };
const preview = { lazy: () => checks().then((m) => m.validateEditorArticlePreview) };

/**
 * The back office's news and pages: the club's articles, a draft (saved as the editor types),
 * its preview, publishing it now or at a time, and taking it down.
 */
export function createBackofficeArticleCalls(http: Http) {
  const one = (id: number, action = '') => `${ARTICLES}/${segment(id)}${action}`;
  return {
    /** `GET /backoffice/articles?type=&page=&per_page=`: the last changed first. */
    getEditorArticles: (query: EditorArticleQuery = {}, { signal }: CallOptions = {}) =>
      http<EditorArticlePage>(ARTICLES, { query, signal, check: articlePage }),

    /** `GET /backoffice/articles/{id}`: the draft, and where the public version stands. */
    getEditorArticle: (id: number, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<EditorArticle>(one(id), { query, signal, check: article }),

    /** `POST /backoffice/articles`: a new draft, shown nowhere until published. */
    createEditorArticle: (
      body: EditorArticleCreateBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) => http<EditorArticle>(ARTICLES, { method: 'POST', body, query, signal, check: article }),

    /** `PUT /backoffice/articles/{id}/draft`: the whole draft; the public version stays. */
    saveArticleDraft: (
      id: number,
      body: EditorArticleDraftBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<EditorArticle>(one(id, '/draft'), {
        method: 'PUT',
        body,
        query,
        signal,
        check: article,
      }),

    /** `GET /backoffice/articles/{id}/preview`: the draft as the article page shows it. */
    previewArticle: (id: number, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<EditorArticlePreview>(one(id, '/preview'), { query, signal, check: preview }),

    /** `POST /backoffice/articles/{id}/publish`: now, or at `publish_at`. */
    publishArticle: (
      id: number,
      body: EditorArticlePublishBody = {},
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<EditorArticle>(one(id, '/publish'), {
        method: 'POST',
        body,
        query,
        signal,
        check: article,
      }),

    /** `POST /backoffice/articles/{id}/unpublish`: off the public site, kept as a draft. */
    unpublishArticle: (id: number, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<EditorArticle>(one(id, '/unpublish'), {
        method: 'POST',
        body: {},
        query,
        signal,
        check: article,
      }),
  };
}

export type BackofficeArticleCalls = ReturnType<typeof createBackofficeArticleCalls>;
