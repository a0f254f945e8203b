import {
  EditorArticle,
  EditorArticleCreateBody,
  EditorArticleDraftBody,
  EditorArticlePage,
  EditorArticleParams,
  EditorArticlePreview,
  EditorArticlePublishBody,
  EditorArticleQuery,
  ErrorBody,
} from '@touchline/contracts';
import { IMAGE_ALT_REQUIRED, slugFromTitle } from '@touchline/validators';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock/clock';
import type { ArticleListCache } from '../../content/article-list-cache';
import { sanitizeArticleHtml } from '../../content/html-sanitizer';
import { imagesWithoutAlt } from '../../content/image-descriptions';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { backofficeSchema } from '../backoffice-schema';
import { managedClubOf, requireBackofficeTool, type ManagedClub } from '../club-admin-access';
import { checkedDraft, freeSlug, publicationTime, slugRefusal } from './article-draft-rules';
import {
  findEditorArticle,
  insertDraftArticle,
  listEditorArticles,
  publishArticle,
  saveDraft,
  unpublishArticle,
} from './article-editor-repository';
import { publicImages, toEditorArticle, toSummary } from './editor-article-view';

const BASE = '/v2/backoffice/articles';
/** One article's routes: the article named in the address, the club in the query. */
const ONE_ARTICLE = { params: EditorArticleParams, querystring: EditorArticleQuery } as const;
/** A write may also be refused for what it asks (a slug taken, a draft that breaks the rules). */
const REFUSED = { 422: ErrorBody } as const;

export interface ArticleEditorOptions {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly publicUrl: string;
  /** The public article lists' cache: a club's pages are forgotten when it publishes. */
  readonly articleLists?: ArticleListCache;
}

/**
 * The back office's news and pages: the club's articles with the state of their public version,
 * one article's draft (autosaved by the editor), its preview, and publishing it now or at a
 * later time, or taking it down. A draft never changes what the public site shows; publishing
 * and taking down do at once (the public lists are read afresh, and the club's content version,
 * which the page server checks on every load, moves with the write). Admin or Owner only.
 */
export async function articleEditorRoutes(
  app: ApiInstance,
  options: ArticleEditorOptions,
): Promise<void> {
  const { db, clock, publicUrl } = options;
  const guard = requireBackofficeTool('news');

  const articleOf = async (club: ManagedClub, articleId: number) => {
    const row = await findEditorArticle(db, club.accountId, articleId);
    if (!row) throw fail('article_not_found');
    return row;
  };

  const answer = async (club: ManagedClub, articleId: number) =>
    toEditorArticle(await articleOf(club, articleId), await clock.now(), publicUrl);

  /** The public site shows the change on its next load. */
  const followPublicSite = (club: ManagedClub) => {
    options.articleLists?.forgetClub(club.accountId);
    app.clubs.invalidate(club.slug);
  };

  app.get(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: EditorArticleQuery,
        response: { 200: EditorArticlePage },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const { page = 1, per_page: perPage = 20, type } = request.query;
      const [{ items, total }, now] = await Promise.all([
        listEditorArticles(db, accountId, { type, page, perPage }),
        clock.now(),
      ]);
      return { items: items.map((row) => toSummary(row, now)), total };
    },
  );

  app.post(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: EditorArticleQuery,
        body: EditorArticleCreateBody,
        response: { 201: EditorArticle, ...REFUSED },
      }),
    },
    async (request, reply) => {
      const club = managedClubOf(request);
      const body = request.body;
      const fields = checkedDraft({
        title: body.title,
        slug: body.slug ?? (await freeSlug(db, club.accountId, slugFromTitle(body.title))),
        summary: body.summary ?? '',
        content: body.content ?? '',
        featured_image: body.featured_image ?? [],
      });
      try {
        const id = await insertDraftArticle(db, {
          ...fields,
          accountId: club.accountId,
          type: body.type,
          userId: request.auth?.userId ?? null,
        });
        return reply.code(201).send(await answer(club, id));
      } catch (error) {
        throw slugRefusal(error);
      }
    },
  );

  app.get(
    `${BASE}/:article_id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        ...ONE_ARTICLE,
        response: { 200: EditorArticle },
      }),
    },
    async (request) => answer(managedClubOf(request), request.params.article_id),
  );

  app.put(
    `${BASE}/:article_id/draft`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        ...ONE_ARTICLE,
        body: EditorArticleDraftBody,
        response: { 200: EditorArticle, ...REFUSED },
      }),
    },
    async (request) => {
      const club = managedClubOf(request);
      const fields = checkedDraft(request.body);
      try {
        const saved = await saveDraft(db, club.accountId, request.params.article_id, {
          ...fields,
          userId: request.auth?.userId ?? null,
        });
        if (!saved) throw fail('article_not_found');
      } catch (error) {
        throw slugRefusal(error);
      }
      return answer(club, request.params.article_id);
    },
  );

  app.get(
    `${BASE}/:article_id/preview`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        ...ONE_ARTICLE,
        response: { 200: EditorArticlePreview },
      }),
    },
    async (request) => {
      const club = managedClubOf(request);
      const row = await articleOf(club, request.params.article_id);
      return {
        slug: row.slug,
        type: row.type,
        title: row.title,
        summary: row.summary,
        content: sanitizeArticleHtml(row.content),
        featured_image: publicImages(row.featuredImage, publicUrl),
        published_at: row.publishedAt?.toISOString() ?? null,
      };
    },
  );

  app.post(
    `${BASE}/:article_id/publish`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        ...ONE_ARTICLE,
        body: EditorArticlePublishBody,
        response: { 200: EditorArticle, ...REFUSED },
      }),
    },
    async (request) => {
      const club = managedClubOf(request);
      const articleId = request.params.article_id;
      const row = await articleOf(club, articleId);
      // What goes out must meet the rules as a whole, whatever the autosaves let through.
      checkedDraft({
        title: row.title,
        slug: row.slug,
        summary: row.summary,
        content: row.content,
        featured_image: row.featuredImage,
      });
      if (imagesWithoutAlt(row.content).length > 0) {
        throw fail('invalid_data', {
          message: IMAGE_ALT_REQUIRED,
          errors: { content: [IMAGE_ALT_REQUIRED] },
        });
      }
      const now = await clock.now();
      const publishAt = publicationTime(request.body.publish_at ?? null, row, now);
      try {
        if (!(await publishArticle(db, club.accountId, articleId, publishAt))) {
          throw fail('article_not_found');
        }
      } catch (error) {
        throw slugRefusal(error);
      }
      followPublicSite(club);
      return answer(club, articleId);
    },
  );

  app.post(
    `${BASE}/:article_id/unpublish`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        ...ONE_ARTICLE,
        response: { 200: EditorArticle },
      }),
    },
    async (request) => {
      const club = managedClubOf(request);
      if (!(await unpublishArticle(db, club.accountId, request.params.article_id))) {
        throw fail('article_not_found');
      }
      followPublicSite(club);
      return answer(club, request.params.article_id);
    },
  );
}
