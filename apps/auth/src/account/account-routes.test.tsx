import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { ArrearsOrder, MemberOrder, PaymentMethod, User } from '@touchline/contracts';
import { sessionHandedOver, useAppDispatch } from '@touchline/store';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { axe } from 'jest-axe';
import {
  clearCookies,
  fakeApi,
  renderAuth,
  tokens,
  userRecord,
  type Call,
} from '../testing/render-auth';
import AccountRoutes from './account-routes';
import { ONLY_CARD_MESSAGE_FOR_TESTS } from './testing/account-fixtures';
import { leaveSiteFor } from '../steps/leave-site';

jest.mock('../steps/leave-site', () => ({ leaveSiteFor: jest.fn() }));

// Whole journeys through the pages with typing: give a loaded machine time.
jest.setTimeout(20_000);

beforeEach(() => clearCookies());

const INSUFFICIENT_PERMISSIONS_TEXT =
  'You do not have sufficient permissions to access this area. Please try again with a different email.';

const ORDER_ID = '0b7c6c1e-3f59-4c4e-9f57-1d4f2c9a8e11';

const order: MemberOrder = {
  order_id: ORDER_ID,
  order_seq: 7,
  status: 'Completed',
  created_at: '2026-10-16T09:30:00.000Z',
  currency: 'EUR',
  paid_at_checkout: 5000,
  total: 15000,
  club: { account_id: 1, name: 'Glenarden Gaels', slug: 'demo' },
  items: [
    {
      order_item_id: 3,
      name: 'Adult Playing Membership',
      product_type: 'Plan',
      quantity: 1,
      subtotal: 15000,
      person: { first_name: 'Siobhan', last_name: 'Murphy' },
      payment_type: 'instalment',
      number_of_payments: 3,
      payments: [
        { sequence: 1, due_on: '2026-10-16', amount: 5000, status: 'paid' },
        { sequence: 2, due_on: '2026-11-16', amount: 5000, status: 'failed' },
        { sequence: 3, due_on: '2026-12-16', amount: 5000, status: 'due' },
      ],
    },
  ],
};

const card = (id: number, last4: string, isDefault: boolean): PaymentMethod => ({
  id,
  brand: 'visa',
  last_four_digits: last4,
  expiration_month: 8,
  expiration_year: 2029,
  funding: 'debit',
  is_default: isDefault,
  created_at: '2026-10-01T10:00:00.000Z',
});

const arrear: ArrearsOrder = {
  order_id: ORDER_ID,
  order_seq: 7,
  club: { account_id: 1, name: 'Glenarden Gaels', slug: 'demo' },
  currency: 'EUR',
  amount_due: 5000,
  created_at: '2026-10-16T09:30:00.000Z',
  instalments: [
    {
      instalment_id: 9,
      product_name: 'Adult Playing Membership',
      sequence: 2,
      due_on: '2026-11-16',
      amount: 5000,
    },
  ],
};

const page = <T,>(items: T[]) => ({
  items,
  total: items.length,
  current_page: 1,
  per_page: 10,
  from: items.length ? 1 : null,
  to: items.length ? items.length : null,
});

type Answer = { status: number; body?: unknown } | undefined;

/** A signed-in user (a member unless told) and the account calls' answers. */
function signedIn(answer: (call: Call) => Answer, user: User = userRecord()) {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi((call) => (call.path === '/v2/user' ? { status: 200, body: user } : answer(call)));
}

const where = () => screen.getByTestId('where').textContent;

describe('the account area', () => {
  it('sends a visitor who is not signed in to sign in, and back afterwards', async () => {
    fakeApi(() => undefined);
    renderAuth(<AccountRoutes />, { path: '/orders?page=2', area: 'myaccount' });
    await waitFor(() =>
      expect(where()).toBe('/authentication/sign-in?redirect=%2Forders%3Fpage%3D2'),
    );
  });

  it("opens signed in from a club site's link (?c=), without a detour to sign in", async () => {
    fakeApi((call) => {
      if (call.path === '/oauth/token') return { status: 200, body: tokens('handed-over') };
      if (call.path === '/v2/user') return { status: 200, body: userRecord() };
      if (call.path.startsWith('/v2/member/orders')) return { status: 200, body: page([]) };
      return undefined;
    });
    // As the shell does with `c` when the page loads, before the account pages start the session.
    function HandedOver() {
      const dispatch = useAppDispatch();
      useEffect(() => void dispatch(sessionHandedOver('code-1')), [dispatch]);
      return null;
    }
    renderAuth(
      <>
        <HandedOver />
        <AccountRoutes />
      </>,
      { path: '/orders', area: 'myaccount' },
    );
    await waitFor(() => expect(Cookies.get(SESSION_COOKIE)).toBe('handed-over'));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    // A detour to sign in would have stayed there: nothing here brings the visitor back.
    expect(where()).toBe('/orders');
  });

  it('refuses a user without the Member role with the permissions message', async () => {
    signedIn(() => undefined, userRecord({ roles: ['Admin', 'Owner'] }));
    const { notices } = renderAuth(<AccountRoutes />, { path: '/orders', area: 'myaccount' });
    await waitFor(() => expect(where()).toMatch(/^\/authentication\/sign-in/));
    expect(notices()).toContainEqual(
      expect.objectContaining({ type: 'danger', title: INSUFFICIENT_PERMISSIONS_TEXT }),
    );
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('opens on the orders: items, who they are for, the instalment schedule', async () => {
    const calls = signedIn((call) =>
      call.path.startsWith('/v2/member/orders') ? { status: 200, body: page([order]) } : undefined,
    );
    const { container } = renderAuth(<AccountRoutes />, { path: '/', area: 'myaccount' });
    const card = await screen.findByRole('article', { name: 'Order 7 · Glenarden Gaels' });
    expect(where()).toBe('/orders');
    expect(calls.map((call) => call.path)).toContain('/v2/member/orders?page=1&per_page=10');
    expect(within(card).getByText('For Siobhan Murphy')).toBeInTheDocument();
    const rows = within(card)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '116/10/2026€50.00Paid',
      '216/11/2026€50.00Failed',
      '316/12/2026€50.00Due',
    ]);
    expect(within(card).getByText(/€50.00 paid at checkout/)).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Download receipt for order 7' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the payments the club cancelled', async () => {
    const cancelled: MemberOrder = {
      ...order,
      items: order.items.map((item) => ({
        ...item,
        payments: item.payments.map((payment) =>
          payment.sequence === 1 ? payment : { ...payment, status: 'cancelled' as const },
        ),
      })),
    };
    signedIn((call) =>
      call.path.startsWith('/v2/member/orders')
        ? { status: 200, body: page([cancelled]) }
        : undefined,
    );
    const { container } = renderAuth(<AccountRoutes />, { path: '/orders', area: 'myaccount' });
    const card = await screen.findByRole('article', { name: 'Order 7 · Glenarden Gaels' });
    expect(
      within(card)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '116/10/2026€50.00Paid',
      '216/11/2026€50.00Cancelled',
      '316/12/2026€50.00Cancelled',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when there are no orders', async () => {
    signedIn((call) =>
      call.path.startsWith('/v2/member/orders') ? { status: 200, body: page([]) } : undefined,
    );
    renderAuth(<AccountRoutes />, { path: '/orders', area: 'myaccount' });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });
});

describe('payment methods', () => {
  it('makes a card the default and explains a refused removal', async () => {
    let cards = [card(1, '5556', true), card(2, '0341', false)];
    const calls = signedIn((call) => {
      if (call.path.startsWith('/v2/member/payment-methods?')) {
        return { status: 200, body: page(cards) };
      }
      if (call.method === 'PATCH' && call.path === '/v2/member/payment-methods/2') {
        cards = [card(2, '0341', true), card(1, '5556', false)];
        return { status: 200, body: cards[0] };
      }
      if (call.method === 'DELETE') {
        return { status: 409, body: { message: ONLY_CARD_MESSAGE_FOR_TESTS } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { notices, container } = renderAuth(<AccountRoutes />, {
      path: '/payment-methods',
      area: 'myaccount',
    });
    await user.click(
      await screen.findByRole('button', { name: 'Make default: Visa ending in 0341' }),
    );
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({ title: 'Your default card has been changed.' }),
      ),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ is_default: true });
    expect(
      await screen.findByRole('button', { name: 'Make default: Visa ending in 5556' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Remove: Visa ending in 0341' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({ type: 'danger', title: ONLY_CARD_MESSAGE_FOR_TESTS }),
      ),
    );
    expect(screen.getByText('Visa ending in 0341')).toBeInTheDocument();
  });

  it('adds a card with the offline simulator and lists it', async () => {
    let cards = [card(1, '5556', true)];
    const calls = signedIn((call) => {
      if (call.path === '/v2/payments/config') {
        return { status: 200, body: { provider: 'test', publishable_key: null } };
      }
      if (call.path.startsWith('/v2/member/payment-methods?')) {
        return { status: 200, body: page(cards) };
      }
      if (call.path === '/v2/payments/test/confirmation-tokens') {
        return {
          status: 201,
          body: {
            id: 'ctoken_test_1',
            card: {
              brand: 'visa',
              last4: '4242',
              exp_month: 12,
              exp_year: 2030,
              funding: 'credit',
            },
          },
        };
      }
      if (call.path === '/v2/member/create-payment-intent') {
        return {
          status: 200,
          body: {
            client_secret: 'seti_test_1_secret_x',
            setup_intent_id: 'seti_test_1',
            provider: 'test',
          },
        };
      }
      if (call.path === '/v2/payments/test/setup-intents/confirm') {
        return { status: 200, body: { status: 'succeeded', payment_method: 'pm_test_new' } };
      }
      if (call.path === '/v2/member/payment-methods/create') {
        const added = card(3, '4242', true);
        cards = [added, card(1, '5556', false)];
        return { status: 201, body: added };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { notices } = renderAuth(<AccountRoutes />, {
      path: '/payment-methods',
      area: 'myaccount',
    });
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date'), '1230');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('checkbox', { name: 'Make this my default card' }));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({ title: 'Your card has been saved.' }),
      ),
    );
    expect(calls.find((call) => call.path === '/v2/member/payment-methods/create')?.body).toEqual({
      payment_method: 'pm_test_new',
      is_default: true,
    });
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
  });
});

describe('arrears', () => {
  it('keeps the arrear when the card is declined, and clears it once paid', async () => {
    let due = [arrear];
    const cards = [card(1, '0341', true), card(2, '5556', false)];
    const calls = signedIn((call) => {
      if (call.path === '/v2/member/arrears/orders') {
        return { status: 200, body: { items: due, total: due.length } };
      }
      if (call.path.startsWith('/v2/member/payment-methods?')) {
        return { status: 200, body: page(cards) };
      }
      if (call.path === '/v2/member/arrears/pay') {
        const body = call.body as { payment_method_id: number };
        if (body.payment_method_id === 1) {
          return {
            status: 402,
            body: { message: 'Your card was declined.', code: 'card_declined', decline_code: null },
          };
        }
        due = [];
        return {
          status: 200,
          body: { paid: [{ order_id: ORDER_ID, amount: 5000, currency: 'EUR' }] },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { notices, store, container } = renderAuth(<AccountRoutes />, {
      path: '/arrears',
      area: 'myaccount',
    });
    const pay = await screen.findByRole('button', { name: 'Pay €50.00 for order 7' });
    expect(
      screen.getByText(/Adult Playing Membership: payment 2, due 16\/11\/2026, €50.00/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Visa ending in 0341/ })).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay €50.00 for order 7' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Visa ending in 5556/ }));
    await user.click(screen.getByRole('button', { name: 'Pay €50.00 for order 7' }));
    expect(await screen.findByText('You have no payments in arrears.')).toBeInTheDocument();
    expect(notices()).toContainEqual(
      expect.objectContaining({ title: 'Thank you, your payment has been taken.' }),
    );
    expect(
      calls.filter((call) => call.path === '/v2/member/arrears/pay').map((call) => call.body),
    ).toEqual([
      { order_ids: [ORDER_ID], payment_method_id: 1, return_url: 'http://localhost/arrears' },
      { order_ids: [ORDER_ID], payment_method_id: 2, return_url: 'http://localhost/arrears' },
    ]);
    expect(store.getState().arrears?.changes).toBe(1);
  });
});

describe('arrears needing the bank’s authentication', () => {
  const REDIRECT = 'http://localhost:3333/v2/payments/test/authenticate/pi_test_1?client_secret=s';

  it('sends the member to the bank’s step when the bank asks to confirm the payment', async () => {
    const calls = signedIn((call) => {
      if (call.path === '/v2/member/arrears/orders') {
        return { status: 200, body: { items: [arrear], total: 1 } };
      }
      if (call.path.startsWith('/v2/member/payment-methods?')) {
        return { status: 200, body: page([card(3, '3220', true)]) };
      }
      if (call.path === '/v2/member/arrears/pay') {
        return {
          status: 200,
          body: {
            paid: [],
            requires_action: {
              order_id: ORDER_ID,
              payment_intent_id: 'pi_test_1',
              redirect_url: REDIRECT,
            },
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { notices } = renderAuth(<AccountRoutes />, { path: '/arrears', area: 'myaccount' });
    await user.click(await screen.findByRole('button', { name: 'Pay €50.00 for order 7' }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith(REDIRECT));
    expect(calls.find((call) => call.path === '/v2/member/arrears/pay')?.body).toEqual({
      order_ids: [ORDER_ID],
      payment_method_id: 3,
      return_url: 'http://localhost/arrears',
    });
    // Nothing is said paid before the bank answers.
    expect(notices()).not.toContainEqual(
      expect.objectContaining({ title: 'Thank you, your payment has been taken.' }),
    );
  });

  it('shows the arrears paid once the member confirmed with the bank', async () => {
    signedIn((call) => {
      if (call.path === '/v2/member/arrears/orders') {
        return { status: 200, body: { items: [], total: 0 } };
      }
      if (call.path.startsWith('/v2/member/payment-methods?')) {
        return { status: 200, body: page([card(3, '3220', true)]) };
      }
      return undefined;
    });
    const { notices, store } = renderAuth(<AccountRoutes />, {
      path: '/arrears?payment_intent=pi_test_1&payment_intent_client_secret=s&redirect_status=succeeded',
      area: 'myaccount',
    });
    expect(await screen.findByText('You have no payments in arrears.')).toBeInTheDocument();
    expect(notices()).toContainEqual(
      expect.objectContaining({ title: 'Thank you, your payment has been taken.' }),
    );
    await waitFor(() => expect(where()).toBe('/arrears'));
    expect(store.getState().arrears?.changes).toBe(1);
  });

  it('says the payment was not taken when the bank’s step failed', async () => {
    signedIn((call) => {
      if (call.path === '/v2/member/arrears/orders') {
        return { status: 200, body: { items: [arrear], total: 1 } };
      }
      if (call.path.startsWith('/v2/member/payment-methods?')) {
        return { status: 200, body: page([card(3, '3220', true)]) };
      }
      return undefined;
    });
    renderAuth(<AccountRoutes />, {
      path: '/arrears?payment_intent=pi_test_1&redirect_status=failed',
      area: 'myaccount',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment was not confirmed with your bank and was not taken.',
    );
    expect(screen.getByRole('button', { name: 'Pay €50.00 for order 7' })).toBeInTheDocument();
  });
});

describe('auto renewals', () => {
  it('lists the renewals and stops one after a confirm', async () => {
    const running = {
      order_item_id: 12,
      order_id: ORDER_ID,
      order_seq: 8,
      club: { account_id: 1, name: 'Glenarden Gaels', slug: 'demo' },
      product_type: 'Lotto',
      name: 'Club Lotto',
      title: '1 line, 4 draws',
      amount: 800,
      currency: 'EUR',
      started_at: '2026-11-05T10:00:00.000Z',
      stopped_at: null as string | null,
    };
    const calls = signedIn((call) => {
      if (call.path === '/v2/member/auto-renewals') {
        return { status: 200, body: { items: [running], total: 1 } };
      }
      if (call.path === '/v2/member/auto-renewals/12/stop') {
        running.stopped_at = '2026-11-25T10:00:00.000Z';
        return { status: 200, body: running };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { notices, container } = renderAuth(<AccountRoutes />, {
      path: '/auto-renewals',
      area: 'myaccount',
    });
    const stop = await screen.findByRole('button', {
      name: 'Stop auto renewal: Club Lotto (1 line, 4 draws)',
    });
    expect(screen.getByText('Glenarden Gaels · €8.00 · since 05/11/2026')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(stop);
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop this auto renewal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped on 25/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stop auto renewal/ })).not.toBeInTheDocument();
    expect(notices()).toContainEqual(
      expect.objectContaining({ title: 'Your auto renewal has been stopped.' }),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
