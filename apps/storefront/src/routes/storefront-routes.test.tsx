import { render, screen } from '@testing-library/react';
import type { ClubAccount } from '@touchline/contracts';
import { clubLoaded, clubSlice, createAppStore, registerSlice } from '@touchline/store';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import StorefrontRoutes from './storefront-routes';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, contact = true) {
  const store = createAppStore();
  registerSlice(clubSlice);
  store.dispatch(
    clubLoaded({
      name: 'Test GAA',
      features: { is_contact_enabled: contact },
    } as unknown as ClubAccount),
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/error" element={<p>Error page</p>} />
          <Route path="/products/membership" element={<Where />} />
          <Route
            path="*"
            element={
              <>
                <StorefrontRoutes />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('storefront routes', () => {
  it('shows the news heading on the home page', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Latest news' })).toBeInTheDocument();
  });

  it('opens the contact page when the club has contact on', async () => {
    renderAt('/contact');
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('sends the contact page to the error page when contact is off', () => {
    renderAt('/contact', false);
    expect(screen.getByText('Error page')).toBeInTheDocument();
  });

  it('opens the accessibility statement, also when the club has contact off', async () => {
    renderAt('/accessibility', false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeInTheDocument();
  });

  it('redirects a membership product slug to the memberships page', () => {
    renderAt('/products/memberships/adult-2026');
    expect(screen.getByTestId('where')).toHaveTextContent('/products/membership');
  });

  it('sends unknown paths to the error page', () => {
    renderAt('/news');
    expect(screen.getByText('Error page')).toBeInTheDocument();
  });
});
