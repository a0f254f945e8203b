/** Removes the template databases the global setup made. */
export default async function globalTeardown(): Promise<void> {
  const remove = (globalThis as { __removeDatabaseTemplates?: () => Promise<void> })
    .__removeDatabaseTemplates;
  await remove?.();
}
