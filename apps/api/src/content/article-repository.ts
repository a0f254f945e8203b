import type { Article, ArticleImage, ArticleSummary, ArticleType } from '@touchline/contracts';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ArticlesTable } from '../db/schema-content';
import { toPublicUrl } from '../clubs/club-routes';
import { nearerEndPage } from '../db/nearer-end-paging';
import { sanitizeArticleHtml } from './html-sanitizer';

export interface ArticlePage {
  readonly items: ArticleSummary[];
  readonly total: number;
}

/** An article to write: `content` is HTML from an editor, sanitised here before it is stored. */
export interface NewArticle {
  readonly accountId: number;
  readonly slug: string;
  readonly type: ArticleType;
  readonly title: string;
  readonly summary: string;
  readonly content: string;
  /** Image paths under `/static` (stored relative, answered absolute). */
  readonly featuredImage: readonly ArticleImage[];
  readonly publishedAt: Date | null;
}

/**
 * Stores the articles whose slug the club does not use yet (an existing article is left as it
 * is) and returns how many were added. Every write of article HTML goes through here, so stored
 * content never holds scripts, event handlers or `javascript:` URLs.
 */
export async function insertArticles(
  db: Kysely<Database>,
  articles: readonly NewArticle[],
): Promise<number> {
  if (articles.length === 0) return 0;
  const inserted = await db
    .insertInto('articles')
    .values(
      articles.map((article) => ({
        account_id: article.accountId,
        slug: article.slug,
        type: article.type,
        title: article.title,
        summary: article.summary,
        content: sanitizeArticleHtml(article.content),
        featured_image: JSON.stringify(article.featuredImage),
        published_at: article.publishedAt,
        // A published article was written when it went out; a draft takes the current time.
        created_at: article.publishedAt ?? undefined,
        updated_at: article.publishedAt ?? undefined,
      })),
    )
    .onConflict((conflict) => conflict.columns(['account_id', 'slug']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

const ARTICLE_TYPES: readonly ArticleType[] = ['News', 'Page', 'Article', 'About Us'];

/**
 * How many of a club's articles (of one type, or of every type) are published now: the count
 * the `article_counts` trigger keeps of those with a publication date, less those scheduled for
 * later (a short range of the listing index).
 */
function publishedTotal(accountId: number, type: ArticleType | undefined, now: RawBuilder<Date>) {
  const types = sql.join(type ? [type] : ARTICLE_TYPES);
  return sql<string>`(
    coalesce((select sum(published) from article_counts
              where account_id = ${accountId} and type in (${types})), 0)
    - (select count(*) from articles
       where account_id = ${accountId} and type in (${types}) and published_at > ${now})
  )`;
}

/**
 * The time an article's publication is compared with: the API's clock when the caller passes it
 * (the development clock can be moved forward, so a test sees a scheduled article go out), else
 * the database's.
 */
const timeOf = (now: Date | undefined): RawBuilder<Date> =>
  now ? sql<Date>`${now.toISOString()}::timestamptz` : sql<Date>`now()`;

/** One page of a club's published articles (optionally of one type), newest first. */
export async function listArticles(
  db: Kysely<Database>,
  query: { accountId: number; type?: ArticleType; page: number; perPage: number; now?: Date },
  publicUrl: string,
): Promise<ArticlePage> {
  const now = timeOf(query.now);
  // One statement for the page and the total (the embedded database runs statements one at a
  // time, so a second query would halve the throughput). The total comes from the kept counts,
  // not from counting the club's rows (see publishedTotal), so a club with 100,000 articles
  // answers as fast as one with ten. The page is found in an index that holds every column the
  // list filters and sorts on (articles_listing for one type, articles_published for all),
  // from the nearer end of the list (nearerEndPage); only the page's own rows are then read
  // from the table (ADR 0022).
  const paged = nearerEndPage(
    {
      table: 'articles',
      key: 'id',
      filter: sql`account_id = ${query.accountId}
        ${query.type ? sql`and type = ${query.type}` : sql``}
        and published_at is not null and published_at <= ${now}`,
      orderBy: ['published_at', 'id'],
      direction: 'desc',
    },
    query.page,
    query.perPage,
  );
  const { rows } = await sql<ArticleListRow>`
    with total as materialized (
      select (${publishedTotal(query.accountId, query.type, now)})::int as n
    )
    select total.n as total, a.*
    from total
    left join (${paged.keys}) as page on true
    -- Each row of the page by its key (LIMIT 1 keeps it a lookup per row, not a join the
    -- planner might turn into a scan of the table).
    left join lateral (
      select id, slug, type, title, summary, featured_image, created_at, published_at,
             (extract(epoch from published_at) * 1000000)::float8 as published_us
      from articles where id = page.id limit 1
    ) as a on true`.execute(db);
  const total = Number(rows[0]?.total ?? 0);
  const listed = rows.filter((row): row is ArticleListRow & ListedArticle => row.id !== null);
  return {
    items: paged.pageRows(listed, total, newestFirst).map((row) => toSummary(row, publicUrl)),
    total,
  };
}

type ListedArticle = SummaryRow & { id: number; published_us: number };
type ArticleListRow = { total: number } & (ListedArticle | { [Key in keyof ListedArticle]: null });

/**
 * The list's order: newest publication first (to the microsecond the database keeps), the
 * later-written article first on a tie.
 */
function newestFirst(a: ListedArticle, b: ListedArticle): number {
  return b.published_us - a.published_us || b.id - a.id;
}

/**
 * A published article by slug, or null. Its HTML is sanitised again on the way out, so content
 * that reached the table by another way than `insertArticles` (an import, a restored backup, a
 * manual fix) is answered without scripts either: the site renders this HTML as it comes.
 */
export async function findArticle(
  db: Kysely<Database>,
  accountId: number,
  slug: string,
  publicUrl: string,
  now?: Date,
): Promise<Article | null> {
  const row = await db
    .selectFrom('articles')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('slug', '=', slug)
    .where('published_at', 'is not', null)
    .where('published_at', '<=', timeOf(now))
    .executeTakeFirst();
  if (!row) return null;
  return { ...toSummary(row, publicUrl), content: sanitizeArticleHtml(row.content) };
}

type SummaryRow = Pick<
  Selectable<ArticlesTable>,
  'slug' | 'type' | 'title' | 'summary' | 'featured_image' | 'created_at' | 'published_at'
>;

function toSummary(row: SummaryRow, publicUrl: string): ArticleSummary {
  return {
    slug: row.slug,
    type: row.type,
    title: row.title,
    summary: row.summary,
    featured_image: imagesOf(row.featured_image, publicUrl),
    created_at: toIso(row.created_at),
    published_at: row.published_at === null ? null : toIso(row.published_at),
  };
}

function imagesOf(value: unknown, publicUrl: string): ArticleImage[] {
  const images = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(images)) return [];
  return (images as ArticleImage[]).map((image) => ({
    ...image,
    filepath: toPublicUrl(image.filepath, publicUrl) ?? image.filepath,
  }));
}

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
