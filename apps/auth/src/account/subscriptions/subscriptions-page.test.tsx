import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { MemberSubscription } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice, type AppStore } from '@touchline/store';
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

// Whole journeys through the pages with clicks: give a loaded machine time.
jest.setTimeout(20_000);

beforeAll(() => authMessages.preload('ga'));
beforeEach(() => clearCookies());

/** A page whose visitor chose Irish, as the host's store holds it. */
const inIrish = (store: AppStore) => {
  registerSlice(languageSlice);
  store.dispatch(languageChosen('ga'));
};

const club = { account_id: 1, name: 'Glenarden Gaels', slug: 'demo' };

const supporters = (): MemberSubscription => ({
  order_item_id: 21,
  order_id: '0b7c6c1e-3f59-4c4e-9f57-1d4f2c9a8e11',
  order_seq: 9,
  club,
  name: 'Supporters Club Subscription',
  person: 'Siobhan Murphy',
  frequency: 'Monthly',
  occurrence: 1,
  currency: 'EUR',
  period_amount: 1000,
  next_payment: { due_on: '2026-12-14', amount: 1000 },
  ends_on: null,
  stopped_at: null,
  stopped_by: null,
});

const gym: MemberSubscription = {
  ...supporters(),
  order_item_id: 22,
  order_seq: 4,
  name: 'Gym Pass',
  person: null,
  frequency: 'Weekly',
  occurrence: 2,
  period_amount: 800,
  next_payment: null,
  ends_on: '2027-06-30',
  stopped_at: '2026-11-02T10:00:00.000Z',
  stopped_by: 'club',
};

function signedIn(answer: (call: Call) => { status: number; body?: unknown } | undefined) {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi((call) => {
    if (call.path === '/v2/user') return { status: 200, body: userRecord() };
    return answer(call);
  });
}

describe('the subscriptions page', () => {
  it('lists each subscription with its price, next payment, end and state', async () => {
    signedIn((call) =>
      call.path === '/v2/member/subscriptions'
        ? { status: 200, body: { items: [supporters(), gym], total: 2 } }
        : undefined,
    );
    const { container } = renderAuth(<AccountRoutes />, {
      path: '/subscriptions',
      area: 'myaccount',
    });
    const page = await screen.findByRole('region', { name: 'Subscriptions' });
    const [running, stopped] = await within(page).findAllByRole('listitem');
    expect(running).toHaveTextContent('Supporters Club Subscription (Siobhan Murphy)');
    expect(running).toHaveTextContent('Glenarden Gaels · order 9');
    expect(running).toHaveTextContent('€10.00 every 1 month');
    expect(running).toHaveTextContent('Next payment 14/12/2026 · Recurs until cancelled by club');
    expect(running).toHaveTextContent('Active');
    expect(
      within(running!).getByRole('button', {
        name: 'Stop: Supporters Club Subscription (Siobhan Murphy)',
      }),
    ).toBeInTheDocument();

    expect(stopped).toHaveTextContent('Gym Pass');
    expect(stopped).toHaveTextContent('€8.00 every 2 weeks');
    expect(stopped).toHaveTextContent('No payment scheduled · Recurs till 30/06/2027');
    expect(stopped).toHaveTextContent('Stopped by the club on 02/11/2026');
    expect(within(stopped!).queryByRole('button')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('stops one after a confirm, shows it stopped and puts the focus on its state', async () => {
    let current = supporters();
    const calls = signedIn((call) => {
      if (call.path === '/v2/member/subscriptions') {
        return { status: 200, body: { items: [current], total: 1 } };
      }
      if (call.method === 'POST' && call.path === '/v2/member/subscriptions/21/stop') {
        current = {
          ...current,
          next_payment: null,
          stopped_at: '2026-11-25T10:00:00.000Z',
          stopped_by: 'member',
        };
        return { status: 200, body: current };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { notices, container } = renderAuth(<AccountRoutes />, {
      path: '/subscriptions',
      area: 'myaccount',
    });
    const stop = await screen.findByRole('button', {
      name: 'Stop: Supporters Club Subscription (Siobhan Murphy)',
    });

    // Keeping it changes nothing and gives the focus back to the button.
    await user.click(stop);
    let dialog = await screen.findByRole('alertdialog', { name: 'Stop this subscription?' });
    expect(dialog).toHaveTextContent(
      'Supporters Club Subscription (Siobhan Murphy) will not be charged again.',
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(stop).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(stop);
    dialog = await screen.findByRole('alertdialog', { name: 'Stop this subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop subscription' }));
    const state = await screen.findByText('Stopped on 25/11/2026');
    expect(screen.getByText('No payment scheduled · Recurs until cancelled by club')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Stop:/ })).not.toBeInTheDocument();
    await waitFor(() => expect(state).toHaveFocus());
    expect(notices()).toContainEqual(
      expect.objectContaining({ title: 'Your subscription has been stopped.' }),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says so and keeps the subscription running when the stop fails', async () => {
    signedIn((call) => {
      if (call.path === '/v2/member/subscriptions') {
        return { status: 200, body: { items: [supporters()], total: 1 } };
      }
      if (call.method === 'POST') {
        // The service is down for a moment (the proxy answers).
        return { status: 503, body: { message: 'Service unavailable' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { notices } = renderAuth(<AccountRoutes />, {
      path: '/subscriptions',
      area: 'myaccount',
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Stop: Supporters Club Subscription (Siobhan Murphy)',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop this subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop subscription' }));
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({ type: 'danger', title: 'Service unavailable' }),
      ),
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    signedIn((call) =>
      call.path === '/v2/member/subscriptions'
        ? { status: 200, body: { items: [], total: 0 } }
        : undefined,
    );
    renderAuth(<AccountRoutes />, { path: '/subscriptions', area: 'myaccount' });
    expect(await screen.findByText('You have no subscriptions.')).toBeInTheDocument();
  });
});

describe('the subscriptions page in Irish', () => {
  it('lists the subscriptions and asks before a stop in Irish', async () => {
    signedIn((call) =>
      call.path === '/v2/member/subscriptions'
        ? { status: 200, body: { items: [supporters(), gym], total: 2 } }
        : undefined,
    );
    const user = userEvent.setup();
    renderAuth(<AccountRoutes />, {
      path: '/subscriptions',
      area: 'myaccount',
      setup: inIrish,
    });
    const page = await screen.findByRole('region', { name: 'Síntiúis' });
    expect(
      within(page).getByText(
        'Pleananna a íoctar tréimhse ar thréimhse le do chárta réamhshocraithe go dtí go dtagann deireadh leo nó go stopann tú iad.',
      ),
    ).toBeInTheDocument();
    const [running, stopped] = await within(page).findAllByRole('listitem');
    expect(running).toHaveTextContent('Glenarden Gaels · ordú 9');
    expect(running).toHaveTextContent('€10.00 gach mí');
    expect(running).toHaveTextContent(
      'An chéad íocaíocht eile: 14/12/2026 · Athnuaitear é go gcuireann an club ar ceal é',
    );
    expect(running).toHaveTextContent('Gníomhach');
    expect(stopped).toHaveTextContent('€8.00 gach 2 sheachtain');
    expect(stopped).toHaveTextContent(
      'Níl aon íocaíocht sceidealaithe · Athnuaitear é go dtí 30/06/2027',
    );
    expect(stopped).toHaveTextContent('Stop an club é ar 02/11/2026');

    await user.click(
      within(running!).getByRole('button', {
        name: 'Stop: Supporters Club Subscription (Siobhan Murphy)',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'An síntiús seo a stopadh?' });
    expect(dialog).toHaveTextContent(
      'Ní ghearrfar aon táille eile as Supporters Club Subscription (Siobhan Murphy).',
    );
    expect(within(dialog).getByRole('button', { name: 'Stop an síntiús' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Coinnigh' })).toBeInTheDocument();
    expect(
      screen.queryByText(/every|Next payment|Recurs|Active|Stopped|will not be charged/),
    ).not.toBeInTheDocument();
  });
});
