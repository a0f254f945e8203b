import { whenPageIdle } from '@touchline/federation';

/** The shop item page's code, a chunk of its own: loaded by its route, or ahead of the tap. */
export const loadShopItemPage = () => import('./shop-item-page');

/**
 * Opening an item is a shop visitor's likely first act: once the page is idle (never on a
 * Save-Data connection) the item page's code is fetched and run, so the tap waits only for the
 * item's data.
 */
export function loadShopItemPageWhenIdle(): void {
  void whenPageIdle()
    .then(loadShopItemPage)
    .catch(() => {
      // Fetched again by the route when the visitor opens an item; its failure shows there.
    });
}
