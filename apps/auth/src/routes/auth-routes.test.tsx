import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import AuthRoutes from './auth-routes';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AuthRoutes />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('auth routes', () => {
  it('sends the empty path to check-email', () => {
    renderAt('/authentication');
    expect(screen.getByTestId('where')).toHaveTextContent('/authentication/check-email');
  });

  it('renders the sign-in step', () => {
    renderAt('/authentication/sign-in');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends unknown deeper paths to sign-in', () => {
    renderAt('/authentication/a/b/c');
    expect(screen.getByTestId('where')).toHaveTextContent('/authentication/sign-in');
  });
});
