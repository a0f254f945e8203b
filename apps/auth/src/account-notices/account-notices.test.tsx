import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import { languageChosen, languageSlice, registerSlice, type AppStore } from '@touchline/store';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import { authMessages } from '../messages/auth-messages';
import { clearCookies, fakeApi, renderAuth, userRecord } from '../testing/render-auth';
import UserMenu from '../user-menu/user-menu';
import AccountNotices from './account-notices';

/** The two widgets as a host places them: the user menu in its header, the notices in the page. */
function HostPlaces() {
  return (
    <>
      <header>
        <UserMenu />
      </header>
      <AccountNotices />
    </>
  );
}

function unverifiedUser() {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi(({ path }) => {
    if (path === '/v2/user') return { status: 200, body: userRecord({ email_verified: false }) };
    if (path === '/v2/user/verification-notification') {
      return { status: 200, body: { message: 'Email sent, please check your inbox.' } };
    }
    return undefined;
  });
}

beforeAll(() => authMessages.preload('ga'));

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
});

describe('AccountNotices: Verify your email', () => {
  it('asks an unverified user to verify the email in the page, not in the header, and resends on a click', async () => {
    const calls = unverifiedUser();
    const { notices } = renderAuth(<HostPlaces />, { path: '/' });
    const notice = await screen.findByRole('region', { name: 'Verify your email' });
    expect(within(screen.getByRole('banner')).queryByRole('region')).toBeNull();
    expect(await axe(document.body)).toHaveNoViolations();
    await userEvent.click(
      screen.getByRole('button', { name: 'Click here to send the verification email again.' }),
    );
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    expect(calls.map((call) => call.path)).toContain('/v2/user/verification-notification');
    expect(notices().at(-1)).toEqual({
      type: 'success',
      title: 'Check your inbox',
      body: 'Email sent, please check your inbox.',
    });
  });

  it('can be dismissed, and stays dismissed for the rest of the visit', async () => {
    unverifiedUser();
    const first = renderAuth(<HostPlaces />, { path: '/' });
    await screen.findByRole('region', { name: 'Verify your email' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
    first.container.remove();

    // A new page of the same visit (the host mounts the widgets again).
    renderAuth(<HostPlaces />, { path: '/news' });
    await screen.findByRole('button', { name: 'Hello Aoife' });
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
  });

  it('shows nothing to a verified user or a visitor', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi(({ path }) =>
      path === '/v2/user' ? { status: 200, body: userRecord({ email_verified: true }) } : undefined,
    );
    renderAuth(<HostPlaces />, { path: '/' });
    await screen.findByRole('button', { name: /^Hello / });
    expect(screen.queryByRole('region', { name: 'Verify your email' })).not.toBeInTheDocument();
  });
});

describe('AccountNotices in Irish', () => {
  it('asks in Irish, and says in Irish that the email was sent', async () => {
    unverifiedUser();
    const inIrish = (store: AppStore) => {
      registerSlice(languageSlice);
      store.dispatch(languageChosen('ga'));
    };
    const { notices } = renderAuth(<HostPlaces />, { path: '/', setup: inIrish });
    const notice = await screen.findByRole('region', { name: 'Fíoraigh do ríomhphost' });
    expect(within(notice).getByRole('button', { name: 'Ruaig' })).toBeInTheDocument();
    await userEvent.click(
      within(notice).getByRole('button', {
        name: 'Cliceáil anseo chun an ríomhphost fíoraithe a sheoladh arís.',
      }),
    );
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    expect(notices().at(-1)).toEqual({
      type: 'success',
      title: 'Seiceáil do bhosca isteach',
      body: 'Seoladh an ríomhphost, seiceáil do bhosca isteach.',
    });
    expect(screen.queryByText(/Verify your email|Click here/)).not.toBeInTheDocument();
  });
});
