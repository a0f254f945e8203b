import { ADDED_TO_CART } from '@touchline/store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { shopItem } from '../testing/product-fixtures';
import { catalogueHandler, fakeFetch, renderProductPage } from '../testing/render-products';
import { ShopItemPage } from './shop-item-page';

const HAT = shopItem('bobble-hat', 'Bobble Hat', {
  id: 31,
  sizes: ['S', 'M', 'L'],
  availableCount: 5,
});
const FLAG = shopItem('club-flag', 'Club Flag', { id: 32, availableCount: 0 });

function open(slug: string) {
  fakeFetch(catalogueHandler([HAT, FLAG]));
  return renderProductPage(<ShopItemPage />, {
    path: `/products/shop/${slug}`,
    route: '/products/shop/:slug',
  });
}

describe('shop item page', () => {
  it('shows the item with its image, venue and stock', async () => {
    open('bobble-hat');
    expect(await screen.findByRole('heading', { name: 'Bobble Hat' })).toBeVisible();
    expect(document.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/static/bobble-hat.svg',
    );
    expect(screen.getByText('Collect at the clubhouse shop')).toBeInTheDocument();
    expect(screen.getByText('5 left')).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('asks for a size, then adds two of the item in that size', async () => {
    const { cartAdds } = open('bobble-hat');
    await screen.findByRole('heading', { name: 'Bobble Hat' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Please choose a size')).toBeInTheDocument();
    expect(cartAdds()).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('button', { name: 'More: quantity' }));
    expect(screen.getByText('Total: €24.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(cartAdds()).toContainEqual({
        successMessage: ADDED_TO_CART,
        items: [{ product_id: HAT.product_id, quantity: 2, metadata: { size: 'M' } }],
      }),
    );
  });

  it('refuses a sold-out item', async () => {
    open('club-flag');
    expect(await screen.findByText('This item is sold out.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('says the product cannot be fetched for an unknown item', async () => {
    open('no-such-item');
    expect(await screen.findByText('Error fetching product.')).toBeInTheDocument();
  });
});
