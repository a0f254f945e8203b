import type { BackofficeSponsor } from '@touchline/contracts';

/** Sponsors the home's strip shows at a time on a wide screen. */
export const STRIP_PER_VIEW = 4;

export type SponsorWithLogo = BackofficeSponsor & {
  image: NonNullable<BackofficeSponsor['image']>;
};

/**
 * The sponsors as the club's home shows them (the public sponsors call's order): only those
 * with a logo, the featured first, then in the club's order.
 */
export function siteOrder(sponsors: readonly BackofficeSponsor[]): SponsorWithLogo[] {
  return sponsors
    .filter((sponsor): sponsor is SponsorWithLogo => sponsor.image !== null)
    .sort(
      (a, b) => Number(b.featured) - Number(a.featured) || a.position - b.position || a.id - b.id,
    );
}

/** The ids in their order with the one at `from` moved to `to`. */
export function movedIds(
  sponsors: readonly BackofficeSponsor[],
  from: number,
  to: number,
): number[] {
  const ids = sponsors.map((sponsor) => sponsor.id);
  if (to < 0 || to >= ids.length || from === to) return ids;
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return ids;
}
