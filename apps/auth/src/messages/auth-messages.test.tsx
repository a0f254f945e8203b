import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import {
  emailSet,
  languageChosen,
  languageSlice,
  registerSlice,
  type AppStore,
} from '@touchline/store';
import Cookies from 'js-cookie';
import AccountNotices from '../account-notices/account-notices';
import AuthRoutes from '../routes/auth-routes';
import { clearCookies, fakeApi, renderAuth, userRecord } from '../testing/render-auth';
import UserMenu from '../user-menu/user-menu';
import { authMessages } from './auth-messages';

jest.mock('../steps/leave-site', () => ({ leaveSiteFor: jest.fn() }));

/** A page whose visitor chose Irish, as the host's store holds it. */
const inIrish = (store: AppStore) => {
  registerSlice(languageSlice);
  store.dispatch(languageChosen('ga'));
};

beforeAll(() => authMessages.preload('ga'));

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
});

describe('the auth remote in Irish', () => {
  it("names the header's sign-in link in Irish", async () => {
    fakeApi(() => undefined);
    renderAuth(<UserMenu />, { path: '/news', setup: inIrish });
    expect(await screen.findByRole('link', { name: 'Sínigh isteach' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("greets a signed-in member and offers the menu's links in Irish", async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi(({ path }) => (path === '/v2/user' ? { status: 200, body: userRecord() } : undefined));
    renderAuth(<UserMenu />, { path: '/', setup: inIrish });
    await userEvent.click(await screen.findByRole('button', { name: 'Dia duit Aoife' }));
    expect(screen.getByRole('link', { name: 'Mo chuntas' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sínigh amach' })).toBeVisible();
    expect(screen.queryByText(/Hello|My account|Sign out/)).not.toBeInTheDocument();
  });

  it('asks for the email in Irish in the sign-in dialog', async () => {
    fakeApi(() => undefined);
    renderAuth(<AuthRoutes />, {
      path: '/authentication/check-email?origin=appHeader',
      setup: inIrish,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sínigh isteach' });
    expect(within(dialog).getByLabelText(/Ríomhphost/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ar aghaidh' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Dún' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows the password step in Irish', async () => {
    fakeApi(() => undefined);
    renderAuth(<AuthRoutes />, {
      path: '/authentication/sign-in',
      setup: (store) => {
        inIrish(store);
        store.dispatch(emailSet('aoife@example.ie'));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sínigh isteach' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Pasfhocal/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Taispeáin an pasfhocal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'sínigh isteach' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'cruthaigh cuntas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pasfhocal dearmadta?' })).toBeInTheDocument();
    expect(screen.queryByText(/Forgot Password|Remember me/)).not.toBeInTheDocument();
  });

  it('asks for the email a reset code goes to in Irish', async () => {
    fakeApi(() => undefined);
    renderAuth(<AuthRoutes />, { path: '/authentication/forgot-password', setup: inIrish });
    expect(
      await screen.findByRole('heading', { name: 'Athshocrú pasfhocail' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Gheobhaidh tú cód trí ríomhphost.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Athshocraigh an pasfhocal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siar' })).toBeInTheDocument();
  });

  it('asks an unverified member to verify the email in Irish', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi(({ path }) =>
      path === '/v2/user'
        ? { status: 200, body: userRecord({ email_verified: false }) }
        : undefined,
    );
    // The user menu opens the session, as in the host's header.
    renderAuth(
      <>
        <UserMenu />
        <AccountNotices />
      </>,
      { path: '/', setup: inIrish },
    );
    const notice = await screen.findByRole('region', { name: 'Fíoraigh do ríomhphost' });
    expect(
      within(notice).getByRole('button', {
        name: 'Cliceáil anseo chun an ríomhphost fíoraithe a sheoladh arís.',
      }),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Ruaig' })).toBeInTheDocument();
  });
});
