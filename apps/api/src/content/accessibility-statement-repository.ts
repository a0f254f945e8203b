import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sanitizeArticleHtml } from './html-sanitizer';

/** The club's addition to the accessibility statement, sanitised; null without one. */
export async function findAccessibilityAddition(
  db: Kysely<Database>,
  accountId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('clubs')
    .select('accessibility_statement_html')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const html = row?.accessibility_statement_html?.trim();
  if (!html) return null;
  const clean = sanitizeArticleHtml(html).trim();
  return clean === '' ? null : clean;
}

/** Sets (sanitised) or clears the club's addition, by slug; false when there is no such club. */
export async function setAccessibilityAddition(
  db: Kysely<Database>,
  slug: string,
  html: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('clubs')
    .set({ accessibility_statement_html: html ? sanitizeArticleHtml(html) : null })
    .where('slug', '=', slug)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
