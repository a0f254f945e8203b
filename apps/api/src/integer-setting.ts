/**
 * A whole-number setting of the environment: the fallback when unset, else the value within
 * `[min, max]`; anything else is named in `problems` and the fallback is used. Its own module so
 * that each area's settings reader (identity, stock holds) can use it without importing the
 * configuration that composes them.
 */
export function parseInteger(
  value: string | undefined,
  fallback: number,
  name: string,
  min: number,
  max: number,
  problems: string[],
): number {
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
    return fallback;
  }
  return parsed;
}
