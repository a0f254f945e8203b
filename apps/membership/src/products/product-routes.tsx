import { PageSkeleton } from '@touchline/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router';

// Each product page loads on its first visit; the shop list in a chunk of its own.
const LottoPage = lazy(() =>
  import('../lotto/lotto-page').then((module) => ({ default: module.LottoPage })),
);
const DrawPage = lazy(() =>
  import('../draw/draw-page').then((module) => ({ default: module.DrawPage })),
);
const ShopPage = lazy(() =>
  import('../shop/shop-page').then((module) => ({ default: module.ShopPage })),
);
const ShopItemPage = lazy(() =>
  import('../shop/shop-item-page').then((module) => ({ default: module.ShopItemPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<PageSkeleton />}>{element}</Suspense>;

/** The lotto, draw and shop pages, as routes of this remote. */
export const productRoutes = (
  <>
    <Route path="/products/lotto/:slug" element={page(<LottoPage />)} />
    <Route path="/products/draw/:slug" element={page(<DrawPage />)} />
    <Route path="/products/shop" element={page(<ShopPage />)} />
    <Route path="/products/shop/:slug" element={page(<ShopItemPage />)} />
  </>
);
