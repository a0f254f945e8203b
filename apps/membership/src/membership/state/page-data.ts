// The data the page server rendered a page of this remote from (server/render-page.tsx): the
// membership page's or the shop's, written into the page as a non-executable JSON block
// (docs/adr/0016-*). The browser's membership purchase or shop starts from it, so it hydrates
// the same markup without asking the API again.
import { readPageData, remotePageDataId } from '@touchline/boot';
import type {
  PlanDiscount,
  Product,
  Program,
  ShopItemPage,
  ShopItemType,
} from '@touchline/contracts';

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

/** The shop list (`/products/shop`) as the server rendered it. */
export interface ShopPageData {
  /** The release of the membership remote that rendered the page. */
  release: string;
  /** The club the page was rendered for. */
  club: string;
  /** Which page the block is for (a membership page's block has no `page`). */
  page: 'shop';
  /** The list's page, page size and type, as read from the address. */
  list: { page: number; perPage: number; typeId: number | null };
  /** The shop's item types and the list's page of items, as the API answered them. */
  types: ShopItemType[];
  items: ShopItemPage;
}

/** What this remote's data block may hold. */
export type RemotePageData = MembershipPageData | ShopPageData;

export const isShopPageData = (data: RemotePageData): data is ShopPageData =>
  (data as Partial<ShopPageData>).page === 'shop';

/** The id of this remote's data block (one per page). */
export const MEMBERSHIP_PAGE_DATA = remotePageDataId('membership');

let read: { data: RemotePageData | undefined } | undefined;

function readBlock(): RemotePageData | undefined {
  if (typeof document === 'undefined') return undefined;
  read ??= { data: readPageData<RemotePageData>(MEMBERSHIP_PAGE_DATA) };
  return read.data;
}

/** The page's membership data block, or undefined (none, another page's, or not in a browser). */
export function readMembershipPageData(): MembershipPageData | undefined {
  const data = readBlock();
  return data && !isShopPageData(data) ? data : undefined;
}

/** The page's shop data block, or undefined (none, another page's, or not in a browser). */
export function readShopPageData(): ShopPageData | undefined {
  const data = readBlock();
  return data && isShopPageData(data) ? data : undefined;
}

/** Tests only: read the block again. */
export function resetMembershipPageData(): void {
  read = undefined;
}
