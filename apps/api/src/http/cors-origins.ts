/**
 * Builds the CORS origin check from the configured list. An entry is an exact origin
 * (`https://club.example`) or has one wildcard label (`http://*.localhost:4200` allows
 * `http://demo.localhost:4200`, not `http://localhost:4200` nor `http://a.b.localhost:4200`).
 */
export function createOriginMatcher(origins: readonly string[]): (origin: string) => boolean {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const origin of origins) {
    const normalised = origin.toLowerCase();
    const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(normalised);
    if (wildcard) {
      patterns.push(
        new RegExp(
          `^${escapeRegExp(wildcard[1] ?? '')}[a-z0-9-]{1,63}\\.${escapeRegExp(wildcard[2] ?? '')}$`,
        ),
      );
    } else {
      exact.add(normalised);
    }
  }
  const decisions = new Map<string, boolean>();
  return (origin) => {
    const known = decisions.get(origin);
    if (known !== undefined) return known;
    const lower = origin.toLowerCase();
    const allowed = exact.has(lower) || patterns.some((pattern) => pattern.test(lower));
    // Remember a bounded number of answers: the check runs on every cross-origin request.
    if (decisions.size < 1000) decisions.set(origin, allowed);
    return allowed;
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
