import { screen } from '@testing-library/react';
import { clearCookies, fakeApi, renderAuth } from '../testing/render-auth';
import AuthRoutes from './auth-routes';

const where = () => screen.getByTestId('where');

beforeEach(() => {
  clearCookies();
  fakeApi(() => undefined);
});

describe('auth routes', () => {
  it('sends the empty path to check-email, keeping origin', async () => {
    renderAuth(<AuthRoutes />, { path: '/authentication?redirect=/news' });
    expect(where()).toHaveTextContent('/authentication/check-email?redirect=%2Fnews');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('shows the email step on sign-in while no email is held', () => {
    renderAuth(<AuthRoutes />, { path: '/authentication/sign-in' });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('sends unknown deeper paths to sign-in', () => {
    renderAuth(<AuthRoutes />, { path: '/authentication/a/b/c' });
    expect(where()).toHaveTextContent('/authentication/sign-in');
  });

  it('sends unknown paths under forgot-password to its root and under set-password to the empty path', () => {
    renderAuth(<AuthRoutes />, { path: '/authentication/forgot-password/nope' });
    expect(where()).toHaveTextContent(/^\/authentication\/forgot-password$/);
    expect(screen.getByRole('heading', { name: 'Password reset' })).toBeInTheDocument();
  });

  it('sends unknown set-password paths to the empty path, then check-email', () => {
    renderAuth(<AuthRoutes />, { path: '/authentication/set-password/nope' });
    expect(where()).toHaveTextContent(/^\/authentication\/check-email$/);
  });

  it('blocks check-email on the back-office host: sign-in asks for the email itself', () => {
    renderAuth(<AuthRoutes area="backoffice" />, {
      path: '/authentication/check-email',
      area: 'backoffice',
    });
    expect(where()).toHaveTextContent('/authentication/sign-in');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'create account' })).not.toBeInTheDocument();
  });

  it('closes sign-up with the spec message on a host without sign-up', () => {
    renderAuth(<AuthRoutes area="backoffice" />, {
      path: '/authentication/sign-up',
      area: 'backoffice',
    });
    expect(
      screen.getByText('Sign-In is only available for existing Club Admin at this time.'),
    ).toBeInTheDocument();
  });

  it('sends sign-up without a held email to check-email', () => {
    renderAuth(<AuthRoutes />, { path: '/authentication/sign-up' });
    expect(where()).toHaveTextContent('/authentication/check-email');
  });
});
