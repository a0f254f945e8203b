import { screen, within } from '@testing-library/react';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { MemberOrder } from '@touchline/contracts';
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

const order: MemberOrder = {
  order_id: '0b7c6c1e-3f59-4c4e-9f57-1d4f2c9a8e11',
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

function signedInWithOrders(orders: MemberOrder[]) {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi((call) => {
    if (call.path === '/v2/user') return { status: 200, body: userRecord() };
    if (call.path.startsWith('/v2/member/orders')) {
      return {
        status: 200,
        body: {
          items: orders,
          total: orders.length,
          current_page: 1,
          per_page: 10,
          from: orders.length ? 1 : null,
          to: orders.length ? orders.length : null,
        },
      };
    }
    return undefined;
  });
}

describe('the orders in Irish', () => {
  it('shows an order, its schedule, its total and the pages in Irish', async () => {
    signedInWithOrders([order]);
    renderAuth(<AccountRoutes />, { path: '/orders', area: 'myaccount', setup: inIrish });
    expect(await screen.findByRole('heading', { level: 2, name: 'Orduithe' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ordú 7 · Glenarden Gaels' });
    expect(
      within(card).getByText(/^Curtha isteach ar 16 Deireadh Fómhair 2026 /),
    ).toHaveTextContent(/· Críochnaithe$/);
    expect(within(card).getByText('Do: Siobhan Murphy')).toBeInTheDocument();
    expect(
      within(card).getByRole('table', { name: 'Adult Playing Membership: 3 íocaíocht' }),
    ).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Íocaíocht', 'Dáta', 'Méid', 'Stádas']);
    expect(
      within(card)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['116/10/2026€50.00Íoctha', '216/11/2026€50.00Theip air', '316/12/2026€50.00Dlite']);
    expect(within(card).getByText(/^Iomlán/)).toHaveTextContent(
      'Iomlán €150.00 (€50.00 íoctha ag an tseiceáil amach)',
    );
    expect(
      within(card).getByRole('button', { name: 'Íoslódáil an admháil don ordú 7' }),
    ).toHaveTextContent('Íoslódáil an admháil');

    const pages = screen.getByRole('navigation', { name: 'Leathanaigh na n-orduithe' });
    expect(within(pages).getByLabelText('Míreanna in aghaidh an leathanaigh:')).toBeInTheDocument();
    expect(within(pages).getByText('1 – 1 as 1')).toBeInTheDocument();
    expect(
      screen.queryByText(/Placed on|Download receipt|paid at checkout|Items per page|^For /),
    ).not.toBeInTheDocument();
  });

  it('says in Irish that there are none', async () => {
    signedInWithOrders([]);
    renderAuth(<AccountRoutes />, { path: '/orders', area: 'myaccount', setup: inIrish });
    expect(await screen.findByText('Níl aon ordú agat fós.')).toBeInTheDocument();
    expect(screen.queryByText('You have no orders yet.')).not.toBeInTheDocument();
  });
});
