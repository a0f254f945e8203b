import { render, screen } from '@testing-library/react';
import { createAppStore, notificationsSlice, registerSlice } from '@touchline/store';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { BackofficeRoutes } from './app';

jest.mock('@touchline/federation', () => ({
  RemoteSlot: ({ remote, expose }: { remote: string; expose: string }) => (
    <p>
      remote {remote} {expose}
    </p>
  ),
  RemoteUnavailable: () => null,
}));

function renderAt(path: string) {
  registerSlice(notificationsSlice);
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <BackofficeRoutes />
      </MemoryRouter>
    </Provider>,
  );
}

describe('back-office host', () => {
  it('greets admins with a way to sign in', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Club back-office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/authentication/sign-in',
    );
  });

  it('opens the auth remote for everything under authentication', () => {
    renderAt('/authentication/sign-in');
    expect(screen.getByText('remote auth ./routes')).toBeInTheDocument();
  });

  it('shows the auth remote user menu in the header', () => {
    renderAt('/');
    expect(screen.getByRole('banner')).toHaveTextContent('remote auth ./UserMenu');
  });
});
