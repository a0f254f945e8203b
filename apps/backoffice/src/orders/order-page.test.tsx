import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { aLine, anOrder, fakeOrdersApi, ORDER_ID } from '../testing/fake-orders-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

function renderOrders(path = '/orders') {
  return renderBackoffice(
    <Routes>
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="/orders/:id" element={<OrderPage />} />
    </Routes>,
    { path },
  );
}

const lineCard = (name: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).closest('li')!;

const amountsOf = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('the orders list', () => {
  it('lists the club’s orders with the buyer, what was paid and the state, and finds one by number', async () => {
    const api = fakeOrdersApi([
      anOrder(),
      anOrder({
        order_id: '1d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e02',
        order_seq: 11,
        buyer_name: 'Cian Byrne',
        buyer_email: 'cian@example.ie',
        refunded: 1000,
        refund_state: 'partly_refunded',
      }),
    ]);
    const user = userEvent.setup();
    const { container } = renderOrders();
    await screen.findByRole('link', { name: '#12' });
    const rows = within(screen.getByRole('table', { name: 'Orders' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        '#12',
        '03/11/2026 09:30',
        'Siobhan Murphymember@demo.touchline.test',
        '€60.00',
        '—',
        'Paid',
      ],
      [
        '#11',
        '03/11/2026 09:30',
        'Cian Byrnecian@example.ie',
        '€60.00',
        '€10.00',
        'Partly refunded',
      ],
    ]);
    expect(await axe(container)).toHaveNoViolations();

    await user.type(screen.getByLabelText('Search by order number or buyer email'), '11');
    await waitFor(() =>
      expect(api.callsTo('GET', '/backoffice/orders').at(-1)!.query.get('search')).toBe('11'),
    );
    expect(await screen.findByRole('link', { name: '#11' })).toHaveAttribute(
      'href',
      '/orders/1d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e02',
    );
    expect(screen.queryByRole('link', { name: '#12' })).toBeNull();
  });

  it('says when no order matches', async () => {
    fakeOrdersApi([]);
    renderOrders();
    expect(await screen.findByText('No orders found')).toBeVisible();
  });
});

describe('an order’s page', () => {
  it('shows the lines with their amounts, the payments and the state', async () => {
    fakeOrdersApi();
    const { container } = renderOrders(`/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 12' })).toBeVisible();
    expect(amountsOf(lineCard('Gear Bag'))).toEqual({
      Price: '€30.00',
      Paid: '€30.00',
      Refunded: '€0.00',
      Refundable: '€30.00',
      State: 'Not refunded',
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Club Scarf × 2' })).toBeVisible();
    expect(
      screen.getByText(/At checkout, 03\/11\/2026 09:30, visa •••• 5556 — paid/),
    ).toBeVisible();
    expect(screen.getByText('No refund yet.')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refunds part of one line after a confirm, and says the order is partly refunded', async () => {
    const api = fakeOrdersApi();
    const user = userEvent.setup();
    const { container } = renderOrders(`/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order 12' });
    await user.click(screen.getByRole('button', { name: 'Refund Club Scarf' }));

    const form = screen.getByRole('dialog', { name: 'Refund Club Scarf' });
    const amount = within(form).getByLabelText(/Amount to refund/);
    expect(amount).toHaveValue('30.00');
    expect(amount).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    await user.clear(amount);
    await user.type(amount, '10');
    await user.type(within(form).getByLabelText(/Reason/), 'One scarf arrived damaged');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Refund €10.00?' });
    expect(confirm).toHaveTextContent(
      '€10.00 of Club Scarf goes back to the card it was paid with, and the member is mailed a receipt.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Refund €10.00' }));

    const result = await screen.findByText(
      'Refunded €10.00 of Club Scarf. The order is now partly refunded.',
      { selector: 'p' },
    );
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = api.callsTo('POST', `/backoffice/orders/${ORDER_ID}/refunds`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      order_item_id: 42,
      amount: 1000,
      reason: 'One scarf arrived damaged',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });
    expect(amountsOf(lineCard('Club Scarf'))).toMatchObject({
      Refunded: '€10.00',
      Refundable: '€20.00',
      State: 'Partly refunded',
    });
    const refunds = screen.getByRole('heading', { level: 2, name: 'Refunds' }).nextElementSibling!;
    expect(within(refunds as HTMLElement).getAllByRole('listitem')[0]).toHaveTextContent(
      '€10.00 of Club Scarf, 04/11/2026 09:30 by Niamh Kelly: One scarf arrived damaged Reference re_test_1',
    );
  });

  it('gives back items of a line with its refund: how many is sent, and the page says so', async () => {
    const api = fakeOrdersApi();
    const user = userEvent.setup();
    renderOrders(`/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order 12' });
    await user.click(screen.getByRole('button', { name: 'Refund Club Scarf' }));
    const form = screen.getByRole('dialog', { name: 'Refund Club Scarf' });
    const items = within(form).getByLabelText('Items sent back (they return to the stock)');
    expect(items).toHaveValue(0);
    expect(items).toHaveAccessibleDescription('Up to 2. Refunded in full, every item goes back.');
    await user.clear(items);
    await user.type(items, '3');
    await user.type(within(form).getByLabelText(/Reason/), 'One scarf sent back');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(items).toHaveAccessibleDescription(/Please enter a number of items between 0 and 2/);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.clear(items);
    await user.type(items, '1');
    const amount = within(form).getByLabelText(/Amount to refund/);
    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Refund €15.00?' })).getByRole(
        'button',
        { name: 'Refund €15.00' },
      ),
    );
    await screen.findByText('Refunded €15.00 of Club Scarf. The order is now partly refunded.', {
      selector: 'p',
    });
    expect(api.callsTo('POST', `/backoffice/orders/${ORDER_ID}/refunds`)[0]!.body).toMatchObject({
      order_item_id: 42,
      amount: 1500,
      quantity: 1,
    });
    expect(amountsOf(lineCard('Club Scarf'))).toMatchObject({ 'Back in stock': '1 of 2' });
    const refunds = screen.getByRole('heading', { level: 2, name: 'Refunds' }).nextElementSibling!;
    expect(within(refunds as HTMLElement).getAllByRole('listitem')[0]).toHaveTextContent(
      '€15.00 of Club Scarf, 04/11/2026 09:30 by Niamh Kelly: One scarf sent back, 1 item back in stock',
    );
  });

  it('shows a refund the card provider refused with its reason, and one still waiting for it', async () => {
    const refundOf = (id: number, status: 'pending' | 'failed', reason: string | null) => ({
      order_refund_id: id,
      order_item_id: 41,
      item_name: 'Gear Bag',
      amount: 3000,
      reason: 'Returned',
      status,
      provider_refund_id: null,
      failure_reason: reason,
      quantity: 0,
      refunded_by: 'Niamh Kelly',
      created_at: '2026-11-04T09:30:00.000Z',
    });
    fakeOrdersApi([
      anOrder({
        refunds: [
          refundOf(1, 'failed', 'expired_or_canceled_card'),
          refundOf(2, 'failed', 'This charge has already been refunded.'),
          refundOf(3, 'pending', null),
        ],
      }),
    ]);
    const { container } = renderOrders(`/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order 12' });
    const refunds = screen.getByRole('heading', { level: 2, name: 'Refunds' }).nextElementSibling!;
    expect(
      within(refunds as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '€30.00 of Gear Bag, 04/11/2026 09:30 by Niamh Kelly: Returned (refused by the card provider: the card has expired or was cancelled)',
      '€30.00 of Gear Bag, 04/11/2026 09:30 by Niamh Kelly: Returned (refused by the card provider: This charge has already been refunded.)',
      '€30.00 of Gear Bag, 04/11/2026 09:30 by Niamh Kelly: Returned (waiting for the card provider, sent again automatically)',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses an amount over what is left and a missing reason before asking', async () => {
    const api = fakeOrdersApi();
    const user = userEvent.setup();
    renderOrders(`/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order 12' });
    await user.click(screen.getByRole('button', { name: 'Refund Gear Bag' }));
    const form = screen.getByRole('dialog', { name: 'Refund Gear Bag' });
    const amount = within(form).getByLabelText(/Amount to refund/);
    await user.clear(amount);
    await user.type(amount, '30.01');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(amount).toHaveAccessibleDescription(/Please enter an amount between €0.01 and €30.00/);
    expect(within(form).getByLabelText(/Reason/)).toHaveAccessibleDescription(
      'Please give a reason for the refund',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('POST', `/backoffice/orders/${ORDER_ID}/refunds`)).toEqual([]);
  });

  it('shows the API’s refusal in the form and sends the same key when tried again', async () => {
    const api = fakeOrdersApi();
    api.refuse(`POST /v2/backoffice/orders/${ORDER_ID}/refunds`, {
      status: 422,
      body: { message: 'The card provider refused the refund.', code: 'refund_refused' },
    });
    const user = userEvent.setup();
    renderOrders(`/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order 12' });
    await user.click(screen.getByRole('button', { name: 'Refund the whole order' }));
    const form = screen.getByRole('dialog', { name: 'Refund order 12' });
    expect(form).toHaveTextContent('€60.00 can be refunded: all of it is refunded.');
    await user.type(within(form).getByLabelText(/Reason/), 'Event cancelled');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Refund €60.00?' })).getByRole(
        'button',
        { name: 'Refund €60.00' },
      ),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The card provider refused the refund.',
    );

    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund €60.00' }),
    );
    expect(
      await screen.findByText('Refunded €60.00 of order 12. The order is now refunded.', {
        selector: 'p',
      }),
    ).toBeVisible();
    const sent = api.callsTo('POST', `/backoffice/orders/${ORDER_ID}/refunds`);
    expect(sent.map((call) => (call.body as { idempotency_key: string }).idempotency_key)).toEqual([
      (sent[0]!.body as { idempotency_key: string }).idempotency_key,
      (sent[0]!.body as { idempotency_key: string }).idempotency_key,
    ]);
    expect(sent[1]!.body).not.toHaveProperty('order_item_id');
    expect(screen.queryByRole('button', { name: 'Refund the whole order' })).toBeNull();
  });

  it('cancels a line’s remaining payments after a confirm', async () => {
    const api = fakeOrdersApi([
      anOrder({
        lines: [
          aLine(51, 'Adult Playing Membership', 5000, {
            product_type: 'Plan',
            member_name: 'Siobhan Murphy',
            subtotal: 15000,
            number_of_payments: 3,
            unpaid_instalments: 2,
            instalments: [
              {
                order_instalment_id: 1,
                sequence: 2,
                due_on: '2026-12-03',
                amount: 5000,
                status: 'scheduled',
              },
              {
                order_instalment_id: 2,
                sequence: 3,
                due_on: '2027-01-03',
                amount: 5000,
                status: 'scheduled',
              },
            ],
          }),
        ],
      }),
    ]);
    const user = userEvent.setup();
    const { container } = renderOrders(`/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order 12' });
    const table = screen.getByRole('table', {
      name: 'Payments after the first of Adult Playing Membership',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2 of 303/12/2026€50.00Due', '3 of 303/01/2027€50.00Due']);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(
      screen.getByRole('button', {
        name: 'Cancel the remaining payments of Adult Playing Membership',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Cancel the 2 remaining payments of Adult Playing Membership?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel payments' }));
    const result = await screen.findByText(
      'Cancelled the 2 remaining payments of Adult Playing Membership.',
      { selector: 'p' },
    );
    await waitFor(() => expect(result).toHaveFocus());
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2 of 303/12/2026€50.00Cancelled', '3 of 303/01/2027€50.00Cancelled']);
    expect(
      api.callsTo('POST', `/backoffice/orders/${ORDER_ID}/lines/51/cancel-instalments`),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Cancel the remaining payments/ })).toBeNull();
  });

  it('says when the order does not exist', async () => {
    fakeOrdersApi([]);
    renderOrders(`/orders/${ORDER_ID}`);
    expect(await screen.findByText('This order does not exist.')).toBeVisible();
  });
});
