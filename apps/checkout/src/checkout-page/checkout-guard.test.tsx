import { render, screen } from '@testing-library/react';
import type { ClubAccount } from '@touchline/contracts';
import {
  clubLoaded,
  clubSlice,
  createAppStore,
  notificationsSlice,
  registerSlice,
  routeChanged,
  selectNotifications,
} from '@touchline/store';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import CheckoutRoutes from '../routes/checkout-routes';

function renderAt(path: string, checkout: boolean) {
  // The host's services; no cart is stored, so nothing is called.
  const store = createAppStore({
    context: { api: {}, config: { apiBaseUrl: 'http://api.test', apiVersion: 'v2' } },
  });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  store.dispatch(clubLoaded({ name: 'Club', features: { checkout } } as unknown as ClubAccount));
  render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/error" element={<p>Error page</p>} />
            <Route path="*" element={<CheckoutRoutes />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
  return store;
}

describe('checkout routes', () => {
  it('shows the checkout page when the club has the checkout feature', () => {
    renderAt('/checkout', true);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('sends visitors home when checkout is off, saying why, once', () => {
    const store = renderAt('/checkout', false);
    expect(screen.getByText('Home page')).toBeInTheDocument();
    // The notice outlives the change of page that the redirect makes.
    store.dispatch(routeChanged());
    expect(
      selectNotifications(store.getState()).map(({ type, title, count }) => [type, title, count]),
    ).toEqual([
      [
        'warning',
        'Unfortunately you cannot make purchases at this time. Please try again later',
        1,
      ],
    ]);
  });

  it('sends unknown checkout paths to the error page', () => {
    renderAt('/checkout/unknown', true);
    expect(screen.getByText('Error page')).toBeInTheDocument();
  });
});
