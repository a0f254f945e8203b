import { screen } from '@testing-library/react';
import { fakeApi, renderMembership } from '../membership/testing/render-membership';
import MembershipRoutes from './membership-routes';

beforeEach(() => {
  localStorage.clear();
  fakeApi({
    'GET /store/demo/programs': { body: { data: [], current_page: 1, per_page: 1000, total: 0 } },
    'GET /store/demo/products/plans/discounts': { body: { data: [] } },
  });
});

describe('membership routes', () => {
  it('renders the first step of the membership purchase', async () => {
    renderMembership(<MembershipRoutes />);
    expect(
      await screen.findByRole('heading', { name: 'Select plans from the programmes' }),
    ).toBeInTheDocument();
  });

  it('sends the details step back to the plans while nothing is selected', async () => {
    renderMembership(<MembershipRoutes />, { path: '/products/membership/details' });
    expect(
      await screen.findByRole('heading', { name: 'Select plans from the programmes' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/products/membership');
  });

  it('sends unknown paths to the error page', () => {
    renderMembership(<MembershipRoutes />, { path: '/products/membership/unknown/deeper' });
    expect(screen.getByTestId('where')).toHaveTextContent('/error');
  });
});
