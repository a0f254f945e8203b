import type { EmailTemplate, EmailTemplateSummary } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/gi;

/** The distinct `{{name}}` placeholders of a template, in order of first use. */
export function placeholdersOf(...texts: string[]): string[] {
  const names = texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!));
  return [...new Set(names)];
}

/** A club's templates, by name. */
export async function listTemplates(
  db: Kysely<Database>,
  accountId: number,
): Promise<EmailTemplateSummary[]> {
  const rows = await db
    .selectFrom('email_templates')
    .select(['id', 'name', 'description', 'subject', 'content', 'updated_at'])
    .where('account_id', '=', accountId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(({ content, ...row }) => toSummary(row, content));
}

export async function findTemplate(
  db: Kysely<Database>,
  accountId: number,
  templateId: number,
): Promise<EmailTemplate | null> {
  const row = await db
    .selectFrom('email_templates')
    .select(['id', 'name', 'description', 'subject', 'content', 'updated_at'])
    .where('account_id', '=', accountId)
    .where('id', '=', templateId)
    .executeTakeFirst();
  if (!row) return null;
  return { ...toSummary(row, row.content), content: row.content };
}

function toSummary(
  row: { id: number; name: string; description: string | null; subject: string; updated_at: Date },
  content: string,
): EmailTemplateSummary {
  return {
    template_id: row.id,
    name: row.name,
    description: row.description,
    subject: row.subject,
    placeholders: placeholdersOf(row.subject, content),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
