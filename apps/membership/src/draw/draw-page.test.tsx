import { ADDED_TO_CART } from '@touchline/store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { drawProduct } from '../testing/product-fixtures';
import { catalogueHandler, fakeFetch, renderProductPage } from '../testing/render-products';
import { DrawPage } from './draw-page';

function open(availableCount: number | null = 2000) {
  fakeFetch(catalogueHandler([drawProduct(availableCount)]));
  return renderProductPage(<DrawPage />, {
    path: '/products/draw/summer-draw',
    route: '/products/draw/:slug',
  });
}

async function confirmAge() {
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, I am over 18' }));
}

describe('draw page', () => {
  it('goes home when the visitor is not over 18', async () => {
    open();
    expect(screen.getByRole('alertdialog', { name: 'Please confirm' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('adds the chosen number of tickets, no more than are left', async () => {
    const { cartAdds } = open(3);
    await confirmAge();
    expect(await screen.findByRole('heading', { name: 'Summer Draw 2026' })).toBeVisible();
    expect(screen.getByText('Ticket price: €50.00')).toBeInTheDocument();
    expect(screen.getByText('3 tickets left')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More: number of tickets' });
    await userEvent.click(more);
    await userEvent.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Number of tickets' })).toHaveValue(3);
    expect(screen.getByText('Total: €150.00')).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(cartAdds()).toContainEqual({
        successMessage: ADDED_TO_CART,
        items: [{ product_id: 8, quantity: 3 }],
      }),
    );
  });

  it('sells books of tickets by their option, within the tickets left', async () => {
    const product = drawProduct(7);
    product.metadata.configurable_price = [
      { title: '1 ticket', price: 5000, lines: 1, draws: 1 },
      { title: 'Book of 3 tickets', price: 12000, lines: 3, draws: 1 },
    ];
    fakeFetch(catalogueHandler([product]));
    const { cartAdds } = renderProductPage(<DrawPage />, {
      path: '/products/draw/summer-draw',
      route: '/products/draw/:slug',
    });
    await confirmAge();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Ticket option' }),
      'Book of 3 tickets',
    );
    const more = screen.getByRole('button', { name: 'More: number of books' });
    await userEvent.click(more);
    // 7 tickets left: two books of 3, not three.
    expect(more).toBeDisabled();
    expect(screen.getByText('Total: €240.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(cartAdds()).toContainEqual({
        successMessage: ADDED_TO_CART,
        items: [
          {
            product_id: 8,
            quantity: 2,
            metadata: { configurable_price: { title: 'Book of 3 tickets' } },
          },
        ],
      }),
    );
  });

  it('shows a sold-out draw without an add button', async () => {
    open(0);
    await confirmAge();
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
