import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { AutoRenewal } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice, type AppStore } from '@touchline/store';
import Cookies from 'js-cookie';
import { authMessages } from '../../messages/auth-messages';
import { clearCookies, fakeApi, renderAuth, userRecord } from '../../testing/render-auth';
import AccountRoutes from '../account-routes';

jest.setTimeout(20_000);

beforeAll(() => authMessages.preload('ga'));

beforeEach(() => clearCookies());

/** A page whose visitor chose Irish, as the host's store holds it. */
const inIrish = (store: AppStore) => {
  registerSlice(languageSlice);
  store.dispatch(languageChosen('ga'));
};

const lotto = (): AutoRenewal => ({
  order_item_id: 12,
  order_id: '0b7c6c1e-3f59-4c4e-9f57-1d4f2c9a8e11',
  order_seq: 8,
  club: { account_id: 1, name: 'Glenarden Gaels', slug: 'demo' },
  product_type: 'Lotto',
  name: 'Club Lotto',
  title: '1 line, 4 draws',
  amount: 800,
  currency: 'EUR',
  started_at: '2026-11-05T10:00:00.000Z',
  stopped_at: null,
});

function signedInWith(items: AutoRenewal[]) {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi((call) => {
    if (call.path === '/v2/user') return { status: 200, body: userRecord() };
    if (call.path === '/v2/member/auto-renewals') {
      return { status: 200, body: { items, total: items.length } };
    }
    const running = items[0];
    if (running && call.path === `/v2/member/auto-renewals/${running.order_item_id}/stop`) {
      running.stopped_at = '2026-11-25T10:00:00.000Z';
      return { status: 200, body: running };
    }
    return undefined;
  });
}

describe('the auto renewals in Irish', () => {
  it('lists the renewals and stops one after a confirm, in Irish', async () => {
    signedInWith([lotto()]);
    const user = userEvent.setup();
    const { notices } = renderAuth(<AccountRoutes />, {
      path: '/auto-renewals',
      area: 'myaccount',
      setup: inIrish,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Athnuachana uathoibríocha' }),
    ).toBeInTheDocument();
    const stop = await screen.findByRole('button', {
      name: 'Stop an athnuachan uathoibríoch: Club Lotto (1 line, 4 draws)',
    });
    expect(screen.getByText('Glenarden Gaels · €8.00 · ó 05/11/2026')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Iontrálacha lotto agus crannchuir a athnuaitear go huathoibríoch le do chárta réamhshocraithe.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/since|Lotto and draw entries/)).toBeNull();

    await user.click(stop);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'An athnuachan uathoibríoch seo a stopadh?',
    });
    expect(
      within(dialog).getByText('Ní athnuafar Club Lotto (1 line, 4 draws) arís.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Coinnigh' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopadh ar 25/11/2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({ title: 'Stopadh d’athnuachan uathoibríoch.' }),
      ),
    );
    expect(screen.queryByText(/Stopped on/)).toBeNull();
  });

  it('says in Irish when there are none', async () => {
    signedInWith([]);
    renderAuth(<AccountRoutes />, { path: '/auto-renewals', area: 'myaccount', setup: inIrish });
    expect(await screen.findByText('Níl aon athnuachan uathoibríoch agat.')).toBeInTheDocument();
    expect(screen.queryByText('You have no auto renewals.')).toBeNull();
  });
});
