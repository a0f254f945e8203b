import type { ArticleImage } from '@touchline/contracts';
import {
  articleSlugProblem,
  articleSummaryProblem,
  articleTitleProblem,
  SLUG_TAKEN,
} from '@touchline/validators';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail, type FieldErrors } from '../../errors/domain-error';
import {
  SlugTaken,
  slugTaken,
  type DraftFields,
  type EditorArticleRow,
} from './article-editor-repository';

// The editor's rules on what it saves and publishes, as the API answers them (422 by field).

/** A schedule may not lie in the past by more than this (a clock a little behind the server's). */
const SCHEDULE_SLACK_MS = 60_000;
export const SCHEDULE_IN_PAST = 'Choose a time in the future to schedule, or publish now.';

/**
 * The slug a title suggests, or the first of `slug-2`, `slug-3`... the club does not use yet
 * (the suggestion itself when all are taken: the writer is then told so and picks one).
 */
export async function freeSlug(
  db: Kysely<Database>,
  accountId: number,
  slug: string,
): Promise<string> {
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
export function publicationTime(asked: string | null, row: EditorArticleRow, now: Date): Date {
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
export function checkedDraft(body: {
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

export function slugRefusal(error: unknown): unknown {
  if (error instanceof SlugTaken) {
    return fail('invalid_data', { message: SLUG_TAKEN, errors: { slug: [SLUG_TAKEN] } });
  }
  return error;
}
