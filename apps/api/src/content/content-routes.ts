import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import {
  ARTICLE_TYPE_BY_QUERY,
  Article,
  ArticleList,
  ArticleListQuery,
  ArticleParams,
  ClubParams,
  DEFAULT_PER_PAGE,
  AccessibilityStatement,
  ContactMessageBody,
  ContactMessageReceipt,
  CountryList,
  ErrorBody,
  SponsorList,
} from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import { createClock, type Clock } from '../clock/clock';
import { toPublicUrl } from '../clubs/club-routes';
import type { AreaOptions } from '../http/area-options';
import { createRateLimiter, type RateLimitRule } from '../http/rate-limit';
import { ArticleListCache } from './article-list-cache';
import { findArticle, listArticles } from './article-repository';
import { accessibilityStatementFor } from './accessibility-statement';
import { findAccessibilityAddition } from './accessibility-statement-repository';
import { insertContactMessage } from './contact-message-repository';
import { checkContactMessage } from './contact-rules';
import { countryList } from './countries';
import { emailLinkDevRoutes } from './email-link-dev-routes';
import { emailActionRoutes } from './email-action-routes';
import { listSponsors } from './sponsor-repository';
import { named } from '../http/plugin-name';
import { varyOnLanguage } from '../http/vary-on-language';
import { requestLanguage } from '../http/request-language';

export const TOO_MANY_MESSAGES = ERRORS.too_many_messages.message;

/** Contact messages one address may send in the window before it is told to wait. */
export const CONTACT_LIMIT: RateLimitRule = {
  name: 'contact-message',
  max: 5,
  windowSeconds: 600,
  message: TOO_MANY_MESSAGES,
};

export const CONTACT_DISABLED = ERRORS.contact_disabled.message;
export const INVALID_MESSAGE = ERRORS.contact_invalid.message;

export interface ContentOptions extends AreaOptions {
  /** The article lists' cache, shared with the back office's editor (which forgets a club's). */
  readonly articleLists?: ArticleListCache;
  /** The time articles are published by (default: the API's clock, movable in development). */
  readonly clock?: Clock;
}

/** Routes of the content area: articles, pages, sponsors, contact messages, countries. */
export async function contentRoutes(app: ApiInstance, options: ContentOptions): Promise<void> {
  const { db, config } = options;
  const clock = options.clock ?? createClock(db, { movable: !config.production });
  const limiter = createRateLimiter(db);
  await app.register(named(emailActionRoutes), { db, config, limiter });
  if (config.devTools) await app.register(named(emailLinkDevRoutes), { db, config });
  // Article pages are read on every home visit and change rarely. The back office's editor
  // forgets a club's pages when it publishes; an article scheduled for later, or published
  // through another instance, shows within the cache lifetime.
  const articlePages = options.articleLists ?? new ArticleListCache(config.clubCacheTtlMs);

  app.get(
    '/v2/store/:club/articles',
    {
      schema: {
        params: ClubParams,
        querystring: ArticleListQuery,
        response: { 200: ArticleList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const club = request.club;
      // Defaults come from the schema (ajv `useDefaults`).
      const { type, page = 1, per_page: perPage = DEFAULT_PER_PAGE } = request.query;
      return articlePages.get(club.accountId, { type: type ?? '', page, perPage }, async () =>
        listArticles(
          db,
          {
            accountId: club.accountId,
            type: type ? ARTICLE_TYPE_BY_QUERY[type] : undefined,
            page,
            perPage,
            now: await clock.now(),
          },
          config.publicUrl,
        ),
      );
    },
  );

  app.get(
    '/v2/store/:club/articles/:slug',
    {
      schema: { params: ArticleParams, response: { 200: Article, 400: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      const club = request.club;
      const article = await findArticle(
        db,
        club.accountId,
        request.params.slug,
        config.publicUrl,
        await clock.now(),
      );
      if (!article) throw fail('article_not_found');
      return article;
    },
  );

  app.get(
    '/v2/store/:club/sponsors',
    {
      schema: {
        params: ClubParams,
        response: { 200: SponsorList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const club = request.club;
      const rows = await listSponsors(db, club.accountId);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          link: row.link,
          featured: row.featured,
          image:
            row.image_filepath && row.image_filename
              ? {
                  filepath: toPublicUrl(row.image_filepath, config.publicUrl) ?? row.image_filepath,
                  filename: row.image_filename,
                }
              : null,
        })),
      };
    },
  );

  app.post(
    '/v2/store/:club/messages',
    {
      schema: {
        params: ClubParams,
        body: ContactMessageBody,
        response: {
          201: ContactMessageReceipt,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const club = request.club;
      // An accessibility report is taken even with the contact page off: the club's statement
      // always offers it (the messages go to the same inbox).
      if (!club.features.is_contact_enabled && request.body.category !== 'accessibility') {
        throw fail('contact_disabled');
      }
      const message = checkContactMessage(request.body, club.name);
      // Only messages that would be stored count: a visitor correcting the form is not limited.
      const limit = await limiter.hit(CONTACT_LIMIT, request.ip);
      if (limit.limited) {
        throw fail('too_many_messages', {
          headers: { 'retry-after': String(limit.retryAfterSeconds) },
        });
      }
      const saved = await insertContactMessage(db, club.accountId, message, request.ip);
      return reply
        .code(201)
        .send({ id: saved.id, created_at: new Date(saved.created_at).toISOString() });
    },
  );

  app.get(
    '/v2/store/:club/accessibility-statement',
    {
      schema: {
        params: ClubParams,
        response: { 200: AccessibilityStatement, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const club = request.club;
      // The platform's paragraphs in the reader's language; the club's addition as written.
      varyOnLanguage(reply);
      return accessibilityStatementFor(
        club.name,
        await findAccessibilityAddition(db, club.accountId),
        requestLanguage(request.headers),
      );
    },
  );

  app.get(
    '/v2/lists/countries',
    { schema: { response: { 200: CountryList } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return countryList();
    },
  );
}
