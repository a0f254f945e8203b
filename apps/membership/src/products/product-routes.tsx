import { RemotePart } from '@touchline/federation';
import { PageSkeleton } from '@touchline/ui';
import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router';
import { loadShopItemPage } from '../shop/shop-item-page-code';
import { RequireFeature } from './require-feature';

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
  loadShopItemPage().then((module) => ({ default: module.ShopItemPage })),
);

const page = (feature: 'lotto' | 'draw' | 'shop', element: ReactNode) => (
  <RequireFeature feature={feature}>
    <RemotePart fallback={<PageSkeleton />}>{element}</RemotePart>
  </RequireFeature>
);

/** The lotto, draw and shop pages, as routes of this remote, each behind the club's feature flag. */
export const productRoutes = (
  <>
    <Route path="/products/lotto/:slug" element={page('lotto', <LottoPage />)} />
    <Route path="/products/draw/:slug" element={page('draw', <DrawPage />)} />
    <Route path="/products/shop" element={page('shop', <ShopPage />)} />
    <Route path="/products/shop/:slug" element={page('shop', <ShopItemPage />)} />
  </>
);
