import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { ArrearsOrder, PaymentMethod } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice, type AppStore } from '@touchline/store';
import Cookies from 'js-cookie';
import { authMessages } from '../../messages/auth-messages';
import { clearCookies, fakeApi, renderAuth, userRecord } from '../../testing/render-auth';
import AccountRoutes from '../account-routes';

jest.mock('../../steps/leave-site', () => ({ leaveSiteFor: jest.fn() }));

jest.setTimeout(20_000);

beforeAll(() => authMessages.preload('ga'));

beforeEach(() => clearCookies());

/** A page whose visitor chose Irish, as the host's store holds it. */
const inIrish = (store: AppStore) => {
  registerSlice(languageSlice);
  store.dispatch(languageChosen('ga'));
};

const ORDER_ID = '0b7c6c1e-3f59-4c4e-9f57-1d4f2c9a8e11';

const arrear = (order_seq: number, order_id: string): ArrearsOrder => ({
  order_id,
  order_seq,
  club: { account_id: 1, name: 'Glenarden Gaels', slug: 'demo' },
  currency: 'EUR',
  amount_due: 5000,
  created_at: '2026-10-16T09:30:00.000Z',
  instalments: [
    {
      instalment_id: order_seq,
      product_name: 'Adult Playing Membership',
      sequence: 2,
      due_on: '2026-11-16',
      amount: 5000,
    },
  ],
});

const visa: PaymentMethod = {
  id: 1,
  brand: 'visa',
  last_four_digits: '0341',
  expiration_month: 8,
  expiration_year: 2029,
  funding: 'debit',
  is_default: true,
  created_at: '2026-10-01T10:00:00.000Z',
};

function signedInWithArrears(orders: ArrearsOrder[], pay: { status: number; body: unknown }) {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi((call) => {
    if (call.path === '/v2/user') return { status: 200, body: userRecord() };
    if (call.path === '/v2/member/arrears/orders') {
      return { status: 200, body: { items: orders, total: orders.length } };
    }
    if (call.path.startsWith('/v2/member/payment-methods?')) {
      return {
        status: 200,
        body: { items: [visa], total: 1, current_page: 1, per_page: 100, from: 1, to: 1 },
      };
    }
    if (call.path === '/v2/member/arrears/pay') return pay;
    return undefined;
  });
}

describe('the arrears in Irish', () => {
  it('lists the failed payments and pays them in Irish', async () => {
    signedInWithArrears([arrear(7, ORDER_ID), arrear(8, '5d1f3c5e-8f3a-4a55-9a2b-7c1e0d2b9f10')], {
      status: 200,
      body: { paid: [{ order_id: ORDER_ID, amount: 5000, currency: 'EUR' }] },
    });
    const user = userEvent.setup();
    const { notices } = renderAuth(<AccountRoutes />, {
      path: '/arrears',
      area: 'myaccount',
      setup: inIrish,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Riaráistí' })).toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Íoc €50.00 as ordú 7' });
    expect(pay).toHaveTextContent('Íoc €50.00');
    expect(screen.getByRole('heading', { name: 'Ordú 7 · Glenarden Gaels' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Adult Playing Membership: íocaíocht 2, dlite 16/11/2026, €50.00'),
    ).toHaveLength(2);
    expect(
      screen.getByText('Theip ar na híocaíochtaí seo. Íoc iad le cárta sábháilte nó le cárta nua.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Íoc le' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cárta nua' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Íoc iad go léir (€100.00)' })).toBeInTheDocument();
    expect(screen.queryByText(/Pay with|payment 2|A new card|Pay all/)).toBeNull();

    await user.click(pay);
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({ title: 'Go raibh maith agat, glacadh le d’íocaíocht.' }),
      ),
    );
  });

  it('says in Irish that a payment the bank did not confirm was not taken', async () => {
    signedInWithArrears([arrear(7, ORDER_ID)], { status: 500, body: {} });
    renderAuth(<AccountRoutes />, {
      path: '/arrears?payment_intent=pi_test_1&redirect_status=failed',
      area: 'myaccount',
      setup: inIrish,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Níor deimhníodh d’íocaíocht le do bhanc agus níor glacadh léi.',
    );
  });

  it('says in Irish when nothing is in arrears', async () => {
    signedInWithArrears([], { status: 500, body: {} });
    renderAuth(<AccountRoutes />, { path: '/arrears', area: 'myaccount', setup: inIrish });
    expect(await screen.findByText('Níl aon íocaíocht i riaráiste agat.')).toBeInTheDocument();
    expect(screen.queryByText('You have no payments in arrears.')).toBeNull();
  });
});
