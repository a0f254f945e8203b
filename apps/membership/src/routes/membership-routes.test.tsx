import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import MembershipRoutes from './membership-routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/error" element={<p>Error page</p>} />
        <Route path="*" element={<MembershipRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('membership routes', () => {
  it('renders the memberships page', () => {
    renderAt('/products/membership');
    expect(screen.getByRole('heading', { name: 'Memberships' })).toBeInTheDocument();
  });

  it('sends the details step back to the plans while nothing is selected', () => {
    renderAt('/products/membership/details');
    expect(screen.getByRole('heading', { name: 'Memberships' })).toBeInTheDocument();
  });

  it('sends unknown paths to the error page', () => {
    renderAt('/products/membership/unknown');
    expect(screen.getByText('Error page')).toBeInTheDocument();
  });
});
