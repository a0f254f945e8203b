import { createCatalogueCalls } from '@touchline/api-client';
import type { ShopItemsQuery } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The shop list's reads (ADR 0035); their answer checks load with the product pages' chunk.

export const shopItemTypesRead = defineServerRead(
  'shop/item-types',
  async (http, { club }: { club: string }, signal) =>
    (await createCatalogueCalls(http).getShopItemTypes(club, { signal })).data,
);

/** A page of the club shop's items, of one type or all. */
export const shopItemsRead = defineServerRead(
  'shop/items',
  (http, { club, ...query }: { club: string } & ShopItemsQuery, signal) =>
    createCatalogueCalls(http).getShopItems(club, query, { signal }),
);
