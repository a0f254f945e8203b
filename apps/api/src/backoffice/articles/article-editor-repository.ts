import type { ArticleImage, ArticleType } from '@touchline/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { sanitizeArticleHtml } from '../../content/html-sanitizer';

/** An article as the editor reads it: the draft where there is one, else the public version. */
export interface EditorArticleRow {
  readonly id: number;
  readonly type: ArticleType;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly featuredImage: ArticleImage[];
  /** The public version's address and publication time (null: shown nowhere). */
  readonly publicSlug: string;
  readonly publishedAt: Date | null;
  readonly updatedAt: Date;
  readonly hasDraft: boolean;
}

/** The draft's fields as the editor sends them, checked and trimmed. */
export interface DraftFields {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  readonly featuredImage: readonly ArticleImage[];
}

/** A unique index refused the write: another article or draft of the club has the slug. */
export class SlugTaken extends Error {
  constructor() {
    super('The slug is taken');
    this.name = 'SlugTaken';
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

function editorQuery(db: Kysely<Database> | Transaction<Database>, accountId: number) {
  return db
    .selectFrom('articles as a')
    .leftJoin('article_drafts as d', 'd.article_id', 'a.id')
    .where('a.account_id', '=', accountId)
    .select([
      'a.id',
      'a.type',
      sql<string>`coalesce(d.slug, a.slug)`.as('slug'),
      sql<string>`coalesce(d.title, a.title)`.as('title'),
      sql<string>`coalesce(d.summary, a.summary)`.as('summary'),
      sql<string>`coalesce(d.content, a.content)`.as('content'),
      sql<unknown>`coalesce(d.featured_image, a.featured_image)`.as('featured_image'),
      'a.slug as public_slug',
      'a.published_at',
      sql<Date>`coalesce(d.updated_at, a.updated_at)`.as('updated_at'),
      sql<boolean>`d.article_id is not null`.as('has_draft'),
    ]);
}

type EditorQueryRow = {
  id: number;
  type: ArticleType;
  slug: string;
  title: string;
  summary: string;
  content: string;
  featured_image: unknown;
  public_slug: string;
  published_at: Date | string | null;
  updated_at: Date | string;
  has_draft: boolean;
};

function toRow(row: EditorQueryRow): EditorArticleRow {
  const images =
    typeof row.featured_image === 'string'
      ? (JSON.parse(row.featured_image) as unknown)
      : row.featured_image;
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    content: row.content,
    featuredImage: Array.isArray(images) ? (images as ArticleImage[]) : [],
    publicSlug: row.public_slug,
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
    updatedAt: new Date(row.updated_at),
    hasDraft: Boolean(row.has_draft),
  };
}

/** One page of a club's articles (optionally of one type), the last changed first. */
export async function listEditorArticles(
  db: Kysely<Database>,
  accountId: number,
  query: { type?: ArticleType; page: number; perPage: number },
): Promise<{ items: EditorArticleRow[]; total: number }> {
  let rows = editorQuery(db, accountId);
  let count = db
    .selectFrom('articles')
    .select(sql<string>`count(*)`.as('n'))
    .where('account_id', '=', accountId);
  if (query.type) {
    rows = rows.where('a.type', '=', query.type);
    count = count.where('type', '=', query.type);
  }
  const [items, total] = await Promise.all([
    rows
      .orderBy(sql`coalesce(d.updated_at, a.updated_at)`, 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items: (items as EditorQueryRow[]).map(toRow), total: Number(total.n) };
}

/** One of the club's articles as the editor opens it; null when the club has no such article. */
export async function findEditorArticle(
  db: Kysely<Database> | Transaction<Database>,
  accountId: number,
  articleId: number,
): Promise<EditorArticleRow | null> {
  const row = await editorQuery(db, accountId).where('a.id', '=', articleId).executeTakeFirst();
  return row ? toRow(row as EditorQueryRow) : null;
}

/**
 * Whether another article of the club answers at `slug` (its public address, or the one it is
 * kept under while never published) or another draft is saved under it.
 */
export async function slugTaken(
  db: Kysely<Database> | Transaction<Database>,
  accountId: number,
  slug: string,
  exceptArticleId: number | null,
): Promise<boolean> {
  const other = (column: 'id' | 'article_id') =>
    exceptArticleId === null ? sql`true` : sql`${sql.ref(column)} <> ${exceptArticleId}`;
  const { rows } = await sql<{ taken: boolean }>`
    select exists (
      select 1 from articles where account_id = ${accountId} and slug = ${slug} and ${other('id')}
    ) or exists (
      select 1 from article_drafts
      where account_id = ${accountId} and slug = ${slug} and ${other('article_id')}
    ) as taken`.execute(db);
  return Boolean(rows[0]?.taken);
}

/**
 * A new article, shown nowhere until published: its row keeps the address it is written under,
 * and its draft holds what the editor writes. Answers its id; `SlugTaken` when the club uses the
 * slug already.
 */
export async function insertDraftArticle(
  db: Kysely<Database>,
  draft: DraftFields & { accountId: number; type: ArticleType; userId: number | null },
): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (await slugTaken(trx, draft.accountId, draft.slug, null)) throw new SlugTaken();
      const content = sanitizeArticleHtml(draft.content);
      const featuredImage = JSON.stringify(draft.featuredImage);
      const article = await trx
        .insertInto('articles')
        .values({
          account_id: draft.accountId,
          slug: draft.slug,
          type: draft.type,
          title: draft.title,
          summary: draft.summary,
          content,
          featured_image: featuredImage,
          published_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('article_drafts')
        .values({
          article_id: article.id,
          account_id: draft.accountId,
          slug: draft.slug,
          title: draft.title,
          summary: draft.summary,
          content,
          featured_image: featuredImage,
          updated_by: draft.userId,
        })
        .execute();
      return article.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTaken();
    throw error;
  }
}

/**
 * Saves the draft of an article (the public version is left as it is). An article the site shows
 * nowhere also moves to the draft's address, so an address it no longer uses is free for others.
 * False when the club has no such article; `SlugTaken` when another article uses the slug.
 */
export async function saveDraft(
  db: Kysely<Database>,
  accountId: number,
  articleId: number,
  draft: DraftFields & { userId: number | null },
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const article = await trx
        .selectFrom('articles')
        .select(['slug', 'published_at'])
        .where('account_id', '=', accountId)
        .where('id', '=', articleId)
        .forUpdate()
        .executeTakeFirst();
      if (!article) return false;
      if (await slugTaken(trx, accountId, draft.slug, articleId)) throw new SlugTaken();
      const fields = {
        slug: draft.slug,
        title: draft.title,
        summary: draft.summary,
        content: sanitizeArticleHtml(draft.content),
        featured_image: JSON.stringify(draft.featuredImage),
        updated_by: draft.userId,
        updated_at: sql<Date>`now()`,
      };
      await trx
        .insertInto('article_drafts')
        .values({ article_id: articleId, account_id: accountId, ...fields })
        .onConflict((conflict) => conflict.column('article_id').doUpdateSet(fields))
        .execute();
      if (article.published_at === null && article.slug !== draft.slug) {
        await trx
          .updateTable('articles')
          .set({ slug: draft.slug })
          .where('id', '=', articleId)
          .execute();
      }
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTaken();
    throw error;
  }
}

/**
 * Puts the draft (when there is one) on the public site at `publishedAt` and removes it: the
 * article's row then holds what the site shows. False when the club has no such article;
 * `SlugTaken` when another article took the draft's address meanwhile.
 */
export async function publishArticle(
  db: Kysely<Database>,
  accountId: number,
  articleId: number,
  publishedAt: Date,
): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const draft = await trx
        .selectFrom('article_drafts')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('article_id', '=', articleId)
        .forUpdate()
        .executeTakeFirst();
      if (draft && (await slugTaken(trx, accountId, draft.slug, articleId))) throw new SlugTaken();
      const updated = await trx
        .updateTable('articles')
        .set({
          ...(draft
            ? {
                slug: draft.slug,
                title: draft.title,
                summary: draft.summary,
                content: sanitizeArticleHtml(draft.content),
                featured_image: JSON.stringify(draft.featured_image),
              }
            : {}),
          published_at: publishedAt,
          updated_at: sql<Date>`now()`,
        })
        .where('account_id', '=', accountId)
        .where('id', '=', articleId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      if (draft) {
        await trx.deleteFrom('article_drafts').where('article_id', '=', articleId).execute();
      }
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTaken();
    throw error;
  }
}

/**
 * Takes the article off the public site (its content is kept as the draft the editor shows).
 * False when the club has no such article.
 */
export async function unpublishArticle(
  db: Kysely<Database>,
  accountId: number,
  articleId: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('articles')
    .set({ published_at: null, updated_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('id', '=', articleId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
