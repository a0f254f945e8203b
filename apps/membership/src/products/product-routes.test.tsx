import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { drawProduct, lottoProduct } from '../testing/product-fixtures';
import {
  catalogueHandler,
  clubRecord,
  fakeFetch,
  renderProductPage,
} from '../testing/render-products';
import { productRoutes } from './product-routes';

function renderAt(path: string, features: Record<string, boolean>) {
  fakeFetch(catalogueHandler([lottoProduct(), drawProduct()]));
  renderProductPage(
    <Routes>
      {productRoutes}
      <Route path="/error" element={<p>Error page</p>} />
    </Routes>,
    { path, route: '*', club: clubRecord({ features: features as never }) },
  );
}

describe('product routes', () => {
  it('open the lotto page when the club has lotto on', async () => {
    renderAt('/products/lotto/club-lotto', { lotto: true });
    expect(await screen.findByRole('alertdialog', { name: 'Please confirm' })).toBeVisible();
  });

  it.each([
    ['/products/lotto/club-lotto', 'lotto'],
    ['/products/draw/summer-draw', 'draw'],
    ['/products/shop', 'shop'],
    ['/products/shop/bobble-hat', 'shop'],
  ])('send %s to the error page when the club has %s off', async (path) => {
    renderAt(path, { lotto: false, draw: false, shop: false });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
  });
});
