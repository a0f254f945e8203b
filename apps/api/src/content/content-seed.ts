import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertArticles, type NewArticle } from './article-repository';
import {
  findAccessibilityAddition,
  setAccessibilityAddition,
} from './accessibility-statement-repository';
import {
  DEMO_ACCESSIBILITY_ADDITION,
  DEMO_ARTICLES,
  DEMO_LOTTO_FRIENDS,
  DEMO_SPONSORS,
  LAKESIDE_ARTICLES,
  QUIET_ARTICLES,
  type SeedArticle,
  type SeedLottoFriend,
  type SeedSponsor,
} from './content-seed-data';

const DAY_MS = 86_400_000;

interface ClubContent {
  readonly articles: readonly SeedArticle[];
  readonly sponsors: readonly SeedSponsor[];
  readonly lottoFriends: readonly SeedLottoFriend[];
}

const SEED: Record<string, ClubContent> = {
  demo: { articles: DEMO_ARTICLES, sponsors: DEMO_SPONSORS, lottoFriends: DEMO_LOTTO_FRIENDS },
  quiet: { articles: QUIET_ARTICLES, sponsors: [], lottoFriends: [] },
  lakeside: { articles: LAKESIDE_ARTICLES, sponsors: [], lottoFriends: [] },
};

/** The membership page showing one programme only (the spec's `id` query parameter). */
export const programmeFilterPath = (programId: number) => `/products/membership?id=${programId}`;

/**
 * The article's content, closed by its link to a programme of the club (the newest whose title
 * starts as asked), when it has one and the club has that programme.
 */
async function withProgrammeLink(
  db: Kysely<Database>,
  accountId: number,
  article: SeedArticle,
): Promise<SeedArticle> {
  if (!article.programmeLink) return article;
  const { titleStartsWith, text } = article.programmeLink;
  const programmes = await db
    .selectFrom('programs')
    .select(['program_id', 'title'])
    .where('account_id', '=', accountId)
    .orderBy('program_id', 'desc')
    .execute();
  const programme = programmes.find((row) => row.title.startsWith(titleStartsWith));
  if (!programme) return article;
  const link = `<p><a href="${programmeFilterPath(programme.program_id)}">${text}</a></p>`;
  return { ...article, content: `${article.content}\n${link}` };
}

function toNewArticle(accountId: number, article: SeedArticle, now: Date): NewArticle {
  return {
    accountId,
    slug: article.slug,
    type: article.type,
    title: article.title,
    summary: article.summary,
    content: article.content,
    featuredImage: article.image
      ? [
          {
            size: 'original',
            filepath: article.image,
            filename: article.image.split('/').pop() ?? 'image.svg',
            width: 1200,
            height: 675,
          },
        ]
      : [],
    publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS),
  };
}

/**
 * Seeds articles, sponsors and lotto friends of the seeded clubs. Idempotent: articles are
 * matched by slug and lotto friends by email, and a club's sponsors are added only when it has
 * none. Runs after the catalogue's seed: a page may link to a programme by its id.
 */
export async function seedContent(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const [slug, seed] of Object.entries(SEED)) {
    const club = await db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!club) continue;
    const articles: SeedArticle[] = [];
    for (const article of seed.articles) {
      articles.push(await withProgrammeLink(db, club.account_id, article));
    }
    await insertArticles(
      db,
      articles.map((article) => toNewArticle(club.account_id, article, now)),
    );
    await seedSponsors(db, club.account_id, seed.sponsors);
    if (seed.lottoFriends.length > 0) {
      await db
        .insertInto('lotto_friends')
        .values(seed.lottoFriends.map((friend) => ({ account_id: club.account_id, ...friend })))
        .onConflict((conflict) => conflict.columns(['account_id', 'email']).doNothing())
        .execute();
    }
    // The club's addition to its accessibility statement, when it has none of its own yet.
    if (slug === 'demo' && !(await findAccessibilityAddition(db, club.account_id))) {
      await setAccessibilityAddition(db, slug, DEMO_ACCESSIBILITY_ADDITION);
    }
  }
}

async function seedSponsors(
  db: Kysely<Database>,
  accountId: number,
  sponsors: readonly SeedSponsor[],
): Promise<void> {
  if (sponsors.length === 0) return;
  const existing = await db
    .selectFrom('sponsors')
    .select('id')
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('sponsors')
    .values(
      sponsors.map((sponsor, index) => ({
        account_id: accountId,
        name: sponsor.name,
        link: sponsor.link,
        image_filepath: sponsor.image,
        image_filename: sponsor.image?.split('/').pop() ?? null,
        featured: sponsor.featured,
        position: index + 1,
      })),
    )
    .execute();
}
