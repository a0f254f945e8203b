import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sanitizeArticleHtml } from './html-sanitizer';
import {
  DEMO_ARTICLES,
  DEMO_SPONSORS,
  QUIET_ARTICLES,
  type SeedArticle,
  type SeedSponsor,
} from './content-seed-data';

const DAY_MS = 86_400_000;

const SEED: Record<string, { articles: readonly SeedArticle[]; sponsors: readonly SeedSponsor[] }> =
  {
    demo: { articles: DEMO_ARTICLES, sponsors: DEMO_SPONSORS },
    quiet: { articles: QUIET_ARTICLES, sponsors: [] },
  };

/**
 * Seeds articles and sponsors of the seeded clubs. Idempotent: articles are matched by slug,
 * and a club's sponsors are added only when it has none.
 */
export async function seedContent(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const [slug, seed] of Object.entries(SEED)) {
    const club = await db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!club) continue;
    if (seed.articles.length > 0) {
      await db
        .insertInto('articles')
        .values(
          seed.articles.map((article) => {
            const published = new Date(now.getTime() - article.daysAgo * DAY_MS);
            return {
              account_id: club.account_id,
              slug: article.slug,
              type: article.type,
              title: article.title,
              summary: article.summary,
              content: sanitizeArticleHtml(article.content),
              featured_image: JSON.stringify(
                article.image
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
              ),
              published_at: published,
              created_at: published,
              updated_at: published,
            };
          }),
        )
        .onConflict((conflict) => conflict.columns(['account_id', 'slug']).doNothing())
        .execute();
    }
    const existing = await db
      .selectFrom('sponsors')
      .select('id')
      .where('account_id', '=', club.account_id)
      .limit(1)
      .executeTakeFirst();
    if (!existing && seed.sponsors.length > 0) {
      await db
        .insertInto('sponsors')
        .values(
          seed.sponsors.map((sponsor, index) => ({
            account_id: club.account_id,
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
  }
}
