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
  type ArticleImage,
  type BackofficeQuery,
} from '@touchline/contracts';
import {
  articleSlugProblem,
  articleSummaryProblem,
  articleTitleProblem,
  IMAGE_ALT_REQUIRED,
  SLUG_TAKEN,
  slugFromTitle,
} from '@touchline/validators';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock/clock';
import { toPublicUrl } from '../../clubs/club-routes';
import type { ArticleListCache } from '../../content/article-list-cache';
import { sanitizeArticleHtml } from '../../content/html-sanitizer';
import { imagesWithoutAlt } from '../../content/image-descriptions';
import type { Database } from '../../db/schema';
import { fail, type FieldErrors } from '../../errors/domain-error';
import { managedClubOf, requireClubAdmin, type ManagedClub } from '../club-admin-access';
import {
  findEditorArticle,
  insertDraftArticle,
  listEditorArticles,
  publishArticle,
  saveDraft,
  SlugTaken,
  slugTaken,
  unpublishArticle,
  type DraftFields,
  type EditorArticleRow,
} from './article-editor-repository';

const BASE = '/v2/backoffice/articles';
const tags = ['back-office'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const refusals = { ...errors, 422: ErrorBody };

/** A schedule may not lie in the past by more than this (a clock a little behind the server's). */
const SCHEDULE_SLACK_MS = 60_000;
export const SCHEDULE_IN_PAST = 'Choose a time in the future to schedule, or publish now.';
export const NOTHING_TO_PUBLISH = 'The article has no title yet: give it one before publishing.';

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
  app: FastifyInstance,
  options: ArticleEditorOptions,
): Promise<void> {
  const { db, clock, publicUrl } = options;
  const guard = requireClubAdmin(db);

  const answer = async (club: ManagedClub, articleId: number) => {
    const row = await findEditorArticle(db, club.accountId, articleId);
    if (!row) throw fail('article_not_found');
    return toEditorArticle(row, await clock.now(), publicUrl);
  };

  /** The public site shows the change on its next load. */
  const followPublicSite = (club: ManagedClub) => {
    options.articleLists?.forgetClub(club.accountId);
    app.clubs.invalidate(club.slug);
  };

  app.get<{ Querystring: EditorArticleQuery }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        querystring: EditorArticleQuery,
        response: { 200: EditorArticlePage, ...errors },
      },
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

  app.post<{ Querystring: BackofficeQuery; Body: EditorArticleCreateBody }>(
    BASE,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        querystring: EditorArticleQuery,
        body: EditorArticleCreateBody,
        response: { 201: EditorArticle, ...refusals },
      },
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

  app.get<{ Querystring: BackofficeQuery; Params: EditorArticleParams }>(
    `${BASE}/:article_id`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: EditorArticleParams,
        querystring: EditorArticleQuery,
        response: { 200: EditorArticle, ...errors },
      },
    },
    async (request) => answer(managedClubOf(request), request.params.article_id),
  );

  app.put<{
    Querystring: BackofficeQuery;
    Params: EditorArticleParams;
    Body: EditorArticleDraftBody;
  }>(
    `${BASE}/:article_id/draft`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: EditorArticleParams,
        querystring: EditorArticleQuery,
        body: EditorArticleDraftBody,
        response: { 200: EditorArticle, ...refusals },
      },
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

  app.get<{ Querystring: BackofficeQuery; Params: EditorArticleParams }>(
    `${BASE}/:article_id/preview`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: EditorArticleParams,
        querystring: EditorArticleQuery,
        response: { 200: EditorArticlePreview, ...errors },
      },
    },
    async (request) => {
      const club = managedClubOf(request);
      const row = await findEditorArticle(db, club.accountId, request.params.article_id);
      if (!row) throw fail('article_not_found');
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

  app.post<{
    Querystring: BackofficeQuery;
    Params: EditorArticleParams;
    Body: EditorArticlePublishBody;
  }>(
    `${BASE}/:article_id/publish`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: EditorArticleParams,
        querystring: EditorArticleQuery,
        body: EditorArticlePublishBody,
        response: { 200: EditorArticle, ...refusals },
      },
    },
    async (request) => {
      const club = managedClubOf(request);
      const articleId = request.params.article_id;
      const row = await findEditorArticle(db, club.accountId, articleId);
      if (!row) throw fail('article_not_found');
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

  app.post<{ Querystring: BackofficeQuery; Params: EditorArticleParams }>(
    `${BASE}/:article_id/unpublish`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: EditorArticleParams,
        querystring: EditorArticleQuery,
        response: { 200: EditorArticle, ...errors },
      },
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

/**
 * The slug a title suggests, or the first of `slug-2`, `slug-3`... the club does not use yet
 * (the suggestion itself when all are taken: the writer is then told so and picks one).
 */
async function freeSlug(db: Kysely<Database>, accountId: number, slug: string): Promise<string> {
  if (slug === '') return slug;
  for (let n = 1; n <= 20; n++) {
    const candidate = n === 1 ? slug : `${slug.slice(0, 100 - String(n).length - 1)}-${n}`;
    if (!(await slugTaken(db, accountId, candidate, null))) return candidate;
  }
  return slug;
}

/**
 * When the article goes out: the time asked for (refused in the past), else now, except that an
 * article already out keeps its date (an update is not news again).
 */
function publicationTime(asked: string | null, row: EditorArticleRow, now: Date): Date {
  if (asked !== null) {
    const at = new Date(asked);
    if (Number.isNaN(at.getTime()) || at.getTime() < now.getTime() - SCHEDULE_SLACK_MS) {
      throw fail('invalid_data', {
        message: SCHEDULE_IN_PAST,
        errors: { publish_at: [SCHEDULE_IN_PAST] },
      });
    }
    return at;
  }
  if (row.publishedAt && row.publishedAt.getTime() <= now.getTime()) return row.publishedAt;
  return now;
}

/** The draft's fields trimmed, or a 422 naming each field that breaks a rule. */
function checkedDraft(body: {
  title: string;
  slug: string;
  summary: string;
  content: string;
  featured_image: readonly ArticleImage[];
}): DraftFields {
  const title = body.title.trim();
  const slug = body.slug.trim();
  const summary = body.summary.trim();
  const problems: FieldErrors = {};
  const titleProblem = articleTitleProblem(title);
  if (titleProblem) problems['title'] = [titleProblem];
  const slugProblem = articleSlugProblem(slug);
  if (slugProblem) problems['slug'] = [slugProblem];
  const summaryProblem = articleSummaryProblem(summary);
  if (summaryProblem) problems['summary'] = [summaryProblem];
  const cover = body.featured_image[0];
  if (cover && !/^(https?:\/\/|\/(?!\/))/.test(cover.filepath)) {
    problems['featured_image'] = ['Upload the cover image again.'];
  }
  const fields = Object.keys(problems);
  if (fields.length > 0) {
    const only = fields.length === 1 ? problems[fields[0]!]![0] : undefined;
    throw fail('invalid_data', { errors: problems, ...(only ? { message: only } : {}) });
  }
  return {
    title,
    slug,
    summary,
    content: body.content,
    featuredImage: body.featured_image.map((image) => ({ ...image, size: 'original' })),
  };
}

function slugRefusal(error: unknown): unknown {
  if (error instanceof SlugTaken) {
    return fail('invalid_data', { message: SLUG_TAKEN, errors: { slug: [SLUG_TAKEN] } });
  }
  return error;
}

function stateOf(row: EditorArticleRow, now: Date) {
  if (row.publishedAt === null) return 'draft' as const;
  return row.publishedAt.getTime() > now.getTime()
    ? ('scheduled' as const)
    : ('published' as const);
}

function toSummary(row: EditorArticleRow, now: Date) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    slug: row.slug,
    state: stateOf(row, now),
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    unpublished_changes: row.hasDraft,
  };
}

function toEditorArticle(row: EditorArticleRow, now: Date, publicUrl: string): EditorArticle {
  return {
    ...toSummary(row, now),
    summary: row.summary,
    content: row.content,
    featured_image: publicImages(row.featuredImage, publicUrl),
    public_slug: row.publishedAt === null ? null : row.publicSlug,
  };
}

function publicImages(images: readonly ArticleImage[], publicUrl: string): ArticleImage[] {
  return images.map((image) => ({
    ...image,
    filepath: toPublicUrl(image.filepath, publicUrl) ?? image.filepath,
  }));
}
