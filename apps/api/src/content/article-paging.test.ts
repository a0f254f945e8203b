import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase } from '../testing/test-database';
import { insertArticles, listArticles } from './article-repository';

// Every page of an article list is the page the plain OFFSET query answers (newest first, the
// later-written article first on a tie), whichever end of the list the page is read from.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

const CLUB_DEFAULTS = {
  display_address: false,
  features: JSON.stringify({}),
  sso_mode: 'off' as const,
};

let database: DatabaseHandle;
let accountId: number;
const PUBLIC_URL = 'http://localhost:3333';
const PUBLISHED = 23;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const club = await database.db
    .insertInto('clubs')
    .values({ slug: 'paging', name: 'Paging FC', theme: JSON.stringify({}), ...CLUB_DEFAULTS })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  accountId = club.account_id;
  const base = Date.parse('2026-03-01T12:00:00Z');
  const article = (slug: string, type: 'News' | 'Page', publishedAt: Date | null) => ({
    accountId,
    slug,
    type,
    title: slug,
    summary: `About ${slug}`,
    content: `<p>${slug}</p>`,
    featuredImage: [],
    publishedAt,
  });
  await insertArticles(database.db, [
    // News a day apart, with ties: three at the same instant, two a microsecond apart (below).
    ...Array.from({ length: PUBLISHED - 5 }, (_, index) =>
      article(`news-${index + 1}`, 'News', new Date(base - index * 86_400_000)),
    ),
    ...['tie-a', 'tie-b', 'tie-c'].map((slug) =>
      article(slug, 'News', new Date(base - 5.5 * 86_400_000)),
    ),
    article('micro-early', 'News', new Date(base - 9.5 * 86_400_000)),
    article('micro-late', 'News', new Date(base - 9.5 * 86_400_000)),
    // Not in the list: a draft, one scheduled for later; a page is in the untyped list only.
    article('draft', 'News', null),
    article('scheduled', 'News', new Date(Date.now() + 86_400_000)),
    article('about', 'Page', new Date(base - 2.5 * 86_400_000)),
  ]);
  await sql`update articles set published_at = published_at + interval '1 microsecond'
            where slug = 'micro-late'`.execute(database.db);
});

afterAll(async () => {
  await database?.close();
});

/** The list as the plain OFFSET query reads it. */
async function offsetPage(type: 'News' | undefined, page: number, perPage: number) {
  let query = database.db
    .selectFrom('articles')
    .select('slug')
    .where('account_id', '=', accountId)
    .where('published_at', 'is not', null)
    .where('published_at', '<=', sql<Date>`now()`);
  if (type) query = query.where('type', '=', type);
  const rows = await query
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return rows.map((row) => row.slug);
}

const listed = async (type: 'News' | undefined, page: number, perPage: number) =>
  listArticles(database.db, { accountId, type, page, perPage }, PUBLIC_URL);

describe('article list pages', () => {
  it.each([1, 2, 5, 6, 7, 22, 23, 100])(
    'answers every page of %i, through the last and past it, as the OFFSET query does',
    async (perPage) => {
      const pages = Math.ceil(PUBLISHED / perPage);
      for (let page = 1; page <= pages + 2; page++) {
        const result = await listed('News', page, perPage);
        expect({ page, slugs: result.items.map((item) => item.slug) }).toEqual({
          page,
          slugs: await offsetPage('News', page, perPage),
        });
        expect(result.total).toBe(PUBLISHED);
      }
    },
  );

  it('keeps ties in the order of writing, later first, and tells microseconds apart', async () => {
    const all = (await listed('News', 1, 100)).items.map((item) => item.slug);
    expect(all.indexOf('tie-c')).toBe(all.indexOf('tie-b') - 1);
    expect(all.indexOf('tie-b')).toBe(all.indexOf('tie-a') - 1);
    expect(all.indexOf('micro-late')).toBe(all.indexOf('micro-early') - 1);
    expect(all).not.toContain('draft');
    expect(all).not.toContain('scheduled');
    // A deep page read from the oldest end cuts through the tie where the full list does.
    const middle = all.indexOf('tie-b');
    expect((await listed('News', middle + 1, 1)).items[0]?.slug).toBe('tie-b');
  });

  it('pages the list of every type alike', async () => {
    for (const perPage of [1, 4, 24]) {
      for (let page = 1; page <= Math.ceil(24 / perPage) + 1; page++) {
        const result = await listed(undefined, page, perPage);
        expect(result.items.map((item) => item.slug)).toEqual(
          await offsetPage(undefined, page, perPage),
        );
        expect(result.total).toBe(24);
      }
    }
  });

  it('answers the summary of each article on a page read from either end', async () => {
    const first = await listed('News', 1, 1);
    const last = await listed('News', PUBLISHED, 1);
    expect(first.items[0]).toEqual({
      slug: 'news-1',
      type: 'News',
      title: 'news-1',
      summary: 'About news-1',
      featured_image: [],
      created_at: '2026-03-01T12:00:00.000Z',
      published_at: '2026-03-01T12:00:00.000Z',
    });
    expect(last.items[0]?.slug).toBe('news-18');
  });

  it('answers an empty page and the total for a club without articles', async () => {
    const quiet = await database.db
      .insertInto('clubs')
      .values({ slug: 'quiet-paging', name: 'Quiet', theme: JSON.stringify({}), ...CLUB_DEFAULTS })
      .returning('account_id')
      .executeTakeFirstOrThrow();
    for (const page of [1, 2]) {
      expect(
        await listArticles(
          database.db,
          { accountId: quiet.account_id, type: 'News', page, perPage: 6 },
          PUBLIC_URL,
        ),
      ).toEqual({ items: [], total: 0 });
    }
    expect(await listed('News', 5, 6)).toEqual({ items: [], total: PUBLISHED });
  });
});
