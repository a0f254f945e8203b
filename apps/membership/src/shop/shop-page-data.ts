// The data the shop list starts from on a page the server rendered (docs/adr/0016-*): the
// server render's own (by context), or in the browser the page's data block, so the list
// hydrates the server's markup without asking the API again.
import { createContext, useContext, useEffect, useState } from 'react';
import { readShopPageData, type ShopPageData } from '../membership/state/page-data';
import type { ShopListParams } from './shop-list';

/** The data the server render renders the shop from (server/render-page.tsx); none in the browser. */
export const ServerShopDataContext = createContext<ShopPageData | null>(null);

/** The page's data block was taken by a shop list: a later one (the visitor came back) asks anew. */
let pageDataTaken = false;

/** Tests only: the page's data block may be taken again. */
export function resetShopPageDataTaken(): void {
  pageDataTaken = false;
}

const sameList = (a: ShopListParams, b: ShopListParams) =>
  a.page === b.page && a.perPage === b.perPage && a.typeId === b.typeId;

/**
 * The data this shop list starts from: the server render's, or in the browser the page's block
 * when it is for this club and this list (page, size, type), for the first list mounted on the
 * page only. Null otherwise: the list asks the API.
 */
export function useShopPageData(club: string | null, list: ShopListParams): ShopPageData | null {
  const server = useContext(ServerShopDataContext);
  const [data] = useState(() => {
    if (server) return server;
    if (pageDataTaken) return null;
    const block = readShopPageData();
    return block && block.club === club && sameList(block.list, list) ? block : null;
  });
  useEffect(() => {
    if (data) pageDataTaken = true;
  }, [data]);
  return data;
}
