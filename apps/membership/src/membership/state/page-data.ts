// The data the page server rendered the membership page from (server/render-page.tsx), written
// into the page as a non-executable JSON block (docs/adr/0016-*). The browser's membership
// purchase starts from it, so it hydrates the same markup without asking the API again.
import { readPageData, remotePageDataId } from '@touchline/boot';
import type { PlanDiscount, Product, Program } from '@touchline/contracts';

export interface MembershipPageData {
  /** The release of the membership remote that rendered the page. */
  release: string;
  /** The club the page was rendered for. */
  club: string;
  /** The open programmes and the plan discounts, as the API answered them. */
  programmes: Program[];
  discounts: PlanDiscount[];
  /** The plans and bundles of the programmes the page opened by itself, by programme id. */
  products: Record<string, Product[]>;
}

export const MEMBERSHIP_PAGE_DATA = remotePageDataId('membership');

let read: { data: MembershipPageData | undefined } | undefined;

/** The page's membership data block, or undefined (no block, or not in a browser). */
export function readMembershipPageData(): MembershipPageData | undefined {
  if (typeof document === 'undefined') return undefined;
  read ??= { data: readPageData<MembershipPageData>(MEMBERSHIP_PAGE_DATA) };
  return read.data;
}

/** Tests only: read the block again. */
export function resetMembershipPageData(): void {
  read = undefined;
}
