import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import AuthRoutes from '../routes/auth-routes';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@touchline/api-client';
import { clearCookies, fakeApi, renderAuth, tokens, userRecord } from '../testing/render-auth';

const where = () => screen.getByTestId('where');

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('password reset', () => {
  it('asks for the email, then the code, then the new password, and signs the user in', async () => {
    const calls = fakeApi(({ path, body }) => {
      if (path === '/v2/user/authentication/recovery')
        return { status: 200, body: { message: 'sent' } };
      if (path === '/v2/user/authentication/token') {
        return (body as { token: string }).token === '123456'
          ? { status: 200, body: tokens('reset-access', null) }
          : {
              status: 422,
              body: {
                message: 'Code is invalid, please try again',
                errors: { token: ['Invalid code'] },
              },
            };
      }
      if (path === '/v2/user') return { status: 200, body: userRecord() };
      return undefined;
    });
    const { notices } = renderAuth(<AuthRoutes />, { path: '/authentication/forgot-password' });
    expect(screen.getByText('You will receive a code by email.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'aoife@example.ie');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    await screen.findByRole('heading', { name: 'Verification' });
    expect(where()).toHaveTextContent(
      '/authentication/forgot-password/validate-token?email=aoife%40example.ie',
    );
    expect(
      screen.getByText(
        'Please check your email and enter 6-digit code to confirm your e-mail address.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('aoife@example.ie');
    await userEvent.type(screen.getByLabelText('Code'), '12a3');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Code')).toHaveValue('123');
    expect(screen.getByText('Invalid code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(notices()).toContainEqual({
        type: 'danger',
        title: 'Code is invalid, please try again',
        body: undefined,
      }),
    );
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { name: 'New password' });
    expect(Cookies.get(SESSION_COOKIE)).toBe('reset-access');
    expect(Cookies.get(REFRESH_COOKIE)).toBeUndefined();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Other-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Other-pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(where()).toHaveTextContent(/^\/$/));
    expect(notices()).toContainEqual({
      type: 'success',
      title: 'You have successfully changed your password.',
      body: undefined,
    });
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch).toMatchObject({
      path: '/v2/user',
      body: { password: 'Other-pass1', password_confirmation: 'Other-pass1' },
      authorization: 'Bearer reset-access',
    });
  });
});

describe('email confirmed', () => {
  it('verifies the code of the link', async () => {
    const calls = fakeApi(({ path }) =>
      path === '/v2/user/authentication/verify'
        ? { status: 200, body: { message: 'ok' } }
        : undefined,
    );
    renderAuth(<AuthRoutes />, { path: '/authentication/email-confirmed?c=abc' });
    expect(screen.getByRole('heading', { name: 'Checking!' })).toBeInTheDocument();
    expect(screen.getByText('Your email is verifying. Please wait.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your email is verified. You can now log in to your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/authentication/sign-in',
    );
    expect(calls.find((call) => call.path === '/v2/user/authentication/verify')?.body).toEqual({
      code: 'abc',
    });
  });

  it('says Oops! when the code does not verify', async () => {
    fakeApi(() => ({ status: 422, body: { message: 'no' } }));
    renderAuth(<AuthRoutes />, { path: '/authentication/email-confirmed?c=used' });
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your email has already been verified, or you have arrived here in error.'),
    ).toBeInTheDocument();
  });
});
