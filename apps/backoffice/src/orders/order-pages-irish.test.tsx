import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { backofficeMessages } from '../messages/backoffice-messages';
import { anOrder, fakeOrdersApi, ORDER_ID } from '../testing/fake-orders-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

beforeAll(() => backofficeMessages.preload('ga'));

function renderOrders(path: string) {
  return renderBackoffice(
    <Routes>
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="/orders/:id" element={<OrderPage />} />
    </Routes>,
    { path, language: 'ga' },
  );
}

describe('the orders in Irish', () => {
  it('lists the orders with Irish headings and states', async () => {
    fakeOrdersApi([anOrder()]);
    renderOrders('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orduithe' })).toBeVisible();
    await screen.findByRole('link', { name: '#12' });
    const table = screen.getByRole('table', { name: 'Orduithe' });
    expect(within(table).getByRole('columnheader', { name: 'Ceannaitheoir' })).toBeVisible();
    expect(within(table).getByText('Íoctha', { selector: 'td, td *' })).toBeVisible();
    expect(
      screen.getByLabelText('Cuardaigh de réir uimhir ordaithe nó ríomhphost an cheannaitheora'),
    ).toBeVisible();
    // The pager under the list speaks Irish too.
    expect(screen.getByRole('navigation', { name: 'Leathanúchán' })).toBeVisible();
    expect(screen.queryByText('Items per page:')).toBeNull();
    expect(screen.queryByText('Orders')).toBeNull();
    expect(screen.queryByText('Buyer')).toBeNull();
  });

  it('shows an order’s page and its refund form in Irish', async () => {
    fakeOrdersApi();
    const user = userEvent.setup();
    renderOrders(`/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordú 12' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Aisíocaíochtaí' })).toBeVisible();
    expect(screen.getByText('Gan aisíocaíocht fós.')).toBeVisible();
    expect(screen.getByText(/Ag an tseiceáil amach, .* — íoctha/)).toBeVisible();
    expect(screen.getAllByText('Gan aisíoc').length).toBeGreaterThan(0);
    expect(screen.queryByText('No refund yet.')).toBeNull();
    expect(screen.queryByText('Back to orders')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aisíoc: Gear Bag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aisíoc: Gear Bag' });
    expect(within(dialog).getByText('Is féidir €30.00 a aisíoc.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Aisíoc' }));
    expect(within(dialog).getByText('Tabhair cúis leis an aisíocaíocht')).toBeVisible();
    expect(within(dialog).queryByText('Please give a reason for the refund')).toBeNull();
  });
});
