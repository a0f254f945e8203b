import type { ClubLook, ClubLookUpdateBody } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import { toFeatures } from '../../clubs/club-repository';
import type { Database } from '../../db/schema';

/** The club's name, theme colours and feature switches; null when there is no such club. */
export async function findClubLook(
  db: Kysely<Database>,
  accountId: number,
): Promise<ClubLook | null> {
  const row = await db
    .selectFrom('clubs')
    .select(['name', 'theme', 'features', 'default_language'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    colors: { ...row.theme.color },
    features: toFeatures(row.features),
    default_language: row.default_language,
  };
}

/**
 * Writes the look. The theme and the flags are merged into what is stored, so keys this editor
 * does not know (a later theme setting, a retired flag) survive an edit.
 */
export async function saveClubLook(
  db: Kysely<Database>,
  accountId: number,
  look: ClubLookUpdateBody,
): Promise<void> {
  const stored = await db
    .selectFrom('clubs')
    .select(['theme', 'features'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const colors = {
    primary: look.colors.primary,
    accent: look.colors.accent,
    warning: look.colors.warning,
    logo_background: look.colors.logo_background,
  };
  await db
    .updateTable('clubs')
    .set({
      name: look.name,
      theme: JSON.stringify({ ...stored.theme, color: colors }),
      features: JSON.stringify({ ...stored.features, ...look.features }),
      ...(look.default_language ? { default_language: look.default_language } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('account_id', '=', accountId)
    .execute();
}

/**
 * Runs `write` in one transaction with the club's row locked, so two admins' saves (and their
 * audit rows' before and after) follow one another.
 */
export function withClubLocked<T>(
  db: Kysely<Database>,
  accountId: number,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('clubs')
      .select('account_id')
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return write(trx);
  });
}
