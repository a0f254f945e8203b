/**
 * Waits until `condition` holds, asking again every `intervalMs`: for work another part of the
 * system does in its own time (a worker taking a job). Throws with `what` when it still does not
 * hold after `attempts` tries, a bound far above what a slow machine needs.
 */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  { attempts = 600, intervalMs = 100 }: { attempts?: number; intervalMs?: number } = {},
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Still waiting for ${what}`);
}
