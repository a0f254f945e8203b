import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import CartButton from './cart-button';

describe('CartButton', () => {
  it('links to the checkout and names its item count', () => {
    render(
      <MemoryRouter>
        <CartButton count={3} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/checkout');
    expect(link).toHaveTextContent('3');
  });

  it('shows no badge when the cart is empty', () => {
    render(
      <MemoryRouter>
        <CartButton />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent('');
  });
});
