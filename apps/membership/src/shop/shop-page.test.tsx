import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { Product } from '@touchline/contracts';
import { shopItem } from '../testing/product-fixtures';
import { fakeFetch, renderProductPage } from '../testing/render-products';
import { ShopPage } from './shop-page';

const ITEMS: Product[] = Array.from({ length: 12 }, (_, index) =>
  shopItem(`item-${index + 1}`, `Item ${index + 1}`, {
    id: 200 + index,
    availableCount: index === 0 ? 0 : null,
  }),
);

function open(path = '/products/shop') {
  const calls = fakeFetch((url) => {
    if (url.pathname.endsWith('/shop-items/types')) {
      return {
        status: 200,
        body: {
          data: [
            { shop_item_type_id: 1, name: 'Kit' },
            { shop_item_type_id: 2, name: 'Supporters' },
          ],
        },
      };
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const type = url.searchParams.get('type_id');
    const items = type === '1' ? ITEMS.slice(0, 2) : ITEMS;
    return {
      status: 200,
      body: {
        data: items.slice((page - 1) * perPage, page * perPage),
        current_page: page,
        per_page: perPage,
        total: items.length,
      },
    };
  });
  renderProductPage(<ShopPage />, { path, route: '/products/shop' });
  return calls;
}

describe('shop page', () => {
  it('lists the items with prices, sold-out marks and links to their pages', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Item 1' })).toHaveAttribute(
      'href',
      '/products/shop/item-1',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByText('€12.00')).toHaveLength(10);
    expect(screen.getAllByText('Sold out')).toHaveLength(1);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('pages through the items', async () => {
    const calls = open();
    await screen.findByRole('link', { name: 'Item 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Item 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(calls).toContain('/v2/store/demo/shop-items?page=2&per_page=10');
  });

  it('filters by type', async () => {
    const calls = open();
    await screen.findByRole('link', { name: 'Item 1' });
    await screen.findByRole('option', { name: 'Kit' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Kit');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(calls).toContain('/v2/store/demo/shop-items?page=1&per_page=10&type_id=1');
  });

  it('says so when the items cannot be read', async () => {
    fakeFetch(() => ({ status: 500, body: { message: 'Server Error' } }));
    renderProductPage(<ShopPage />, { path: '/products/shop', route: '/products/shop' });
    expect(await screen.findByText('Error fetching shop items.')).toBeInTheDocument();
  });
});
