import { screen } from '@testing-library/react';
import AuthRoutes from '../routes/auth-routes';
import { clearCookies, fakeApi, renderAuth } from '../testing/render-auth';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('claiming an account from the family link', () => {
  it('claims the record with the link’s code and offers sign-in', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/v2/member/claims'
        ? {
            status: 200,
            body: {
              message: 'Your account is ready. Sign in with your email to set a password.',
              email: 'ciaran@example.ie',
              password_set: false,
            },
          }
        : undefined,
    );
    renderAuth(<AuthRoutes />, { path: '/authentication/claim-account?c=abc' });
    expect(screen.getByRole('heading', { name: 'Checking!' })).toBeInTheDocument();
    expect(screen.getByText('Your account is being set up. Please wait.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your account is ready. Sign in with your email to set a password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/authentication/sign-in',
    );
    expect(calls.filter((call) => call.path === '/v2/member/claims')).toHaveLength(1);
    expect(calls.find((call) => call.path === '/v2/member/claims')?.body).toEqual({
      code: 'abc',
    });
  });

  it('says Oops! with the reason when the link was used or has expired', async () => {
    fakeApi(() => ({
      status: 404,
      body: { message: 'This link has expired or has already been used.' },
    }));
    renderAuth(<AuthRoutes />, { path: '/authentication/claim-account?c=used' });
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('This link has expired or has already been used.')).toBeInTheDocument();
  });

  it('says Oops! without a code', () => {
    renderAuth(<AuthRoutes />, { path: '/authentication/claim-account' });
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
  });
});
