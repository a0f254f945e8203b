import { createBackofficeArticleCalls } from '@touchline/api-client';
import type { EditorArticleQuery } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The news pages' reads (ADR 0035); the club is the signed-in admin's, from the session.

/** The club's stories and pages, the last changed first. */
export const articlesRead = defineServerRead(
  'backoffice/articles',
  (http, query: EditorArticleQuery, signal) =>
    createBackofficeArticleCalls(http).getEditorArticles(query, { signal }),
);

/** A story or a page as the editor has it. */
export const editorArticleRead = defineServerRead(
  'backoffice/editor-article',
  (http, { id }: { id: number }, signal) =>
    createBackofficeArticleCalls(http).getEditorArticle(id, {}, { signal }),
);
