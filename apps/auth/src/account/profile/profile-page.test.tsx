import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import {
  languageChosen,
  languageSlice,
  registerSlice,
  selectUser,
  signedOut,
  type AppStore,
} from '@touchline/store';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import { authMessages } from '../../messages/auth-messages';
import {
  clearCookies,
  fakeApi,
  renderAuth,
  userRecord,
  type Call,
} from '../../testing/render-auth';
import AccountRoutes from '../account-routes';

// Whole journeys through the pages with typing: give a loaded machine time.
jest.setTimeout(20_000);

beforeAll(() => authMessages.preload('ga'));

beforeEach(() => clearCookies());

/** A page whose visitor chose Irish, as the host's store holds it. */
const inIrish = (store: AppStore) => {
  registerSlice(languageSlice);
  store.dispatch(languageChosen('ga'));
};

function signedIn(answer: (call: Call) => { status: number; body?: unknown } | undefined) {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi((call) =>
    call.path === '/v2/user' && call.method === 'GET'
      ? { status: 200, body: userRecord({ mobile: '0871234567' }) }
      : answer(call),
  );
}

describe('the profile', () => {
  it('saves the name and mobile under the sign-up rules', async () => {
    const calls = signedIn((call) =>
      call.method === 'PATCH' && call.path === '/v2/user'
        ? { status: 200, body: userRecord({ first_name: 'Aoibheann', mobile: null }) }
        : undefined,
    );
    const user = userEvent.setup();
    const { store, notices, container } = renderAuth(<AccountRoutes />, {
      path: '/profile',
      area: 'myaccount',
    });
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Aoife');
    expect(screen.getByLabelText(/Mobile/)).toHaveValue('0871234567');
    expect(await axe(container)).toHaveNoViolations();

    await user.clear(first);
    await user.type(first, ' Aoibheann');
    await user.tab();
    expect(await screen.findByText('No spaces allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled();
    await user.clear(first);
    await user.type(first, 'Aoibheann');
    await user.clear(screen.getByLabelText(/Mobile/));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({ title: 'Your details have been saved.' }),
      ),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      first_name: 'Aoibheann',
      last_name: 'Byrne',
      mobile: null,
    });
    expect(selectUser(store.getState())?.first_name).toBe('Aoibheann');
  });

  it('keeps the form and what was typed when the session lapses on the page', async () => {
    signedIn(() => undefined);
    const user = userEvent.setup();
    const { store } = renderAuth(<AccountRoutes />, { path: '/profile', area: 'myaccount' });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Aoibheann');
    act(() => {
      store.dispatch(signedOut({ lapsed: true }));
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Aoibheann');
    expect(screen.getByLabelText(/Mobile/)).toHaveValue('0871234567');
  });

  it('shows the API’s word on a wrong current password, and changes it with the right one', async () => {
    let tries = 0;
    const calls = signedIn((call) => {
      if (call.path !== '/v2/user/password') return undefined;
      tries += 1;
      return tries === 1
        ? {
            status: 422,
            body: {
              message: 'Please check all the fields and submit again!',
              errors: { current_password: ['The password is incorrect.'] },
            },
          }
        : {
            status: 200,
            body: {
              message:
                'Your password has been changed. You have been signed out on your other devices.',
            },
          };
    });
    const user = userEvent.setup();
    const { notices } = renderAuth(<AccountRoutes />, { path: '/profile', area: 'myaccount' });
    await user.type(await screen.findByLabelText('Current password'), 'Old-Pass-1');
    await user.type(screen.getByLabelText('New password'), 'New-Pass-22');
    await user.type(screen.getByLabelText('Confirm new password'), 'New-Pass-22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({
          type: 'success',
          title: 'Your password has been changed. You have been signed out on your other devices.',
        }),
      ),
    );
    expect(calls.filter((call) => call.path === '/v2/user/password')[1]?.body).toEqual({
      current_password: 'Old-Pass-1',
      password: 'New-Pass-22',
      password_confirmation: 'New-Pass-22',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('sends the link to a new email address after the password', async () => {
    const calls = signedIn((call) =>
      call.path === '/v2/user/email'
        ? {
            status: 200,
            body: {
              message:
                'We have sent a link to your new email address. Open it to confirm the change.',
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderAuth(<AccountRoutes />, { path: '/profile', area: 'myaccount' });
    await user.type(await screen.findByLabelText('New email'), 'Aoife.New@Example.ie');
    await user.type(screen.getByLabelText('Password'), 'Old-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a link to your new email address.',
    );
    expect(calls.find((call) => call.path === '/v2/user/email')?.body).toEqual({
      email: 'aoife.new@example.ie',
      current_password: 'Old-Pass-1',
    });
  });

  it('confirms the new address from the mailed link', async () => {
    const calls = fakeApi((call) =>
      call.path === '/v2/user/email/confirm'
        ? { status: 200, body: { message: 'Your email address has been changed.' } }
        : undefined,
    );
    renderAuth(<AccountRoutes />, { path: '/profile/email?c=abc123', area: 'myaccount' });
    expect(await screen.findByText('Your email address has been changed.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/v2/user/email/confirm')).toEqual([
      expect.objectContaining({ body: { code: 'abc123' } }),
    ]);
  });

  it('puts the old address back from the notice mailed to it, then offers a new password', async () => {
    const undone =
      'Your old email address is back, and every session of your account has been signed out. Reset your password now to keep the account yours.';
    const calls = fakeApi((call) =>
      call.path === '/v2/user/email/undo' ? { status: 200, body: { message: undone } } : undefined,
    );
    const { container } = renderAuth(<AccountRoutes />, {
      path: '/profile/email-undo?c=undo-123',
      area: 'myaccount',
    });
    expect(await screen.findByText(undone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
    expect(calls.filter((call) => call.path === '/v2/user/email/undo')).toEqual([
      expect.objectContaining({ body: { code: 'undo-123' } }),
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so when the undo link has been used or has expired', async () => {
    fakeApi((call) =>
      call.path === '/v2/user/email/undo'
        ? { status: 422, body: { message: 'This link has expired or has already been used.' } }
        : undefined,
    );
    renderAuth(<AccountRoutes />, { path: '/profile/email-undo?c=old', area: 'myaccount' });
    expect(
      await screen.findByText('This link has expired or has already been used.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reset your password' })).toBeNull();
  });
});

describe('the profile in Irish', () => {
  it('shows the forms in Irish', async () => {
    const calls = signedIn((call) =>
      call.method === 'PATCH' && call.path === '/v2/user'
        ? { status: 200, body: userRecord({ first_name: 'Aoibheann' }) }
        : undefined,
    );
    const user = userEvent.setup();
    const { notices } = renderAuth(<AccountRoutes />, {
      path: '/profile',
      area: 'myaccount',
      setup: inIrish,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Próifíl' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Do shonraí' })).toBeInTheDocument();
    expect(screen.getByLabelText('Céadainm')).toHaveValue('Aoife');
    expect(screen.getByLabelText(/Fón póca/)).toHaveValue('0871234567');
    expect(screen.getByRole('form', { name: 'Athraigh an pasfhocal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pasfhocal reatha')).toBeInTheDocument();
    expect(screen.getByLabelText('Deimhnigh an pasfhocal nua')).toBeInTheDocument();
    const email = screen.getByRole('form', { name: 'Athraigh an ríomhphost' });
    expect(email).toHaveTextContent('Is é aoife@example.ie do sheoladh ríomhphoist.');
    expect(screen.getByText('aoife@example.ie').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Seol nasc deimhnithe' })).toBeInTheDocument();
    expect(
      screen.queryByText(/Your details|Current password|Your email address is|First name/),
    ).toBeNull();

    await user.clear(screen.getByLabelText('Céadainm'));
    await user.type(screen.getByLabelText('Céadainm'), 'Aoibheann');
    await user.click(screen.getByRole('button', { name: 'Sábháil na sonraí' }));
    await waitFor(() =>
      expect(notices()).toContainEqual(expect.objectContaining({ title: 'Sábháladh do shonraí.' })),
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(true);
  });

  it('says in Irish that a member signed in through single sign-on changes password and email there', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi((call) =>
      call.path === '/v2/user'
        ? { status: 200, body: userRecord({ pwd_set_allowed: false }) }
        : undefined,
    );
    renderAuth(<AccountRoutes />, { path: '/profile', area: 'myaccount', setup: inIrish });
    expect(
      await screen.findByText(
        'Is trí shíniú isteach aonair a bhainistítear do shíniú isteach: is ansin a athraítear a phasfhocal agus a ríomhphost.',
      ),
    ).toBeInTheDocument();
  });

  it('says in Irish that a change-of-email link without its code did not work', async () => {
    fakeApi(() => undefined);
    renderAuth(<AccountRoutes />, { path: '/profile/email', area: 'myaccount', setup: inIrish });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Athrú ríomhphoist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tá an nasc seo as feidhm nó úsáideadh cheana é.',
    );
    expect(screen.getByRole('link', { name: 'Ar ais chuig do phróifíl' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByText(/This link has expired|Back to your profile/)).toBeNull();
  });

  it('offers a new password in Irish once the old address is back', async () => {
    const undone = 'Your old email address is back.';
    fakeApi((call) =>
      call.path === '/v2/user/email/undo' ? { status: 200, body: { message: undone } } : undefined,
    );
    renderAuth(<AccountRoutes />, {
      path: '/profile/email-undo?c=undo-123',
      area: 'myaccount',
      setup: inIrish,
    });
    expect(await screen.findByRole('link', { name: 'Athshocraigh do phasfhocal' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Athrú ríomhphoist' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change of email' })).toBeNull();
  });
});
