import { createTemplates } from './database-templates';

/** Migrates and seeds once per run; each test file starts from a copy (database-templates.ts). */
export default async function globalSetup(): Promise<void> {
  const removeTemplates = await createTemplates();
  (globalThis as { __removeDatabaseTemplates?: () => Promise<void> }).__removeDatabaseTemplates =
    removeTemplates;
}
