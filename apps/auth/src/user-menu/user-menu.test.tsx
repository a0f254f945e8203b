import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import UserMenu from './user-menu';

describe('UserMenu', () => {
  it('offers sign-in from the header when nobody is signed in', () => {
    render(
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/authentication/check-email?origin=appHeader',
    );
  });
});
