import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_COOKIE, LAST_ORDER_COOKIE } from '@touchline/api-client';
import { STORAGE_KEYS } from '@touchline/store';
import { axe } from 'jest-axe';
import { aCart, aShopItem } from '../testing/cart-fixtures';
import { anOrder, anOrderItem, ORDER_ID } from '../testing/order-fixtures';
import { clearCookies, fakeCartApi, renderCheckout, storeCartId } from '../testing/render-checkout';
import { ConfirmationPage, KEPT_IN_CART, STILL_PROCESSING } from './confirmation-page';

beforeEach(() => {
  clearCookies();
  window.localStorage.clear();
});
// A test on fake timers leaves none behind, failed or not.
afterEach(() => jest.useRealTimers());

const hasCookie = (name: string) =>
  document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`));
const rememberOrder = () => {
  document.cookie = `${LAST_ORDER_COOKIE}=${ORDER_ID}; path=/`;
};
const orderRoute = `GET /store/demo/orders/${ORDER_ID}`;

function memberOrder() {
  return anOrder({
    items: [
      anOrderItem({
        product: { name: 'Adult Membership', type: 'Plan' },
        price: 12000,
        subtotal: 12000,
        initial_payment: 12000,
        membership: { first_name: 'Aoife', last_name: 'Byrne' },
      }),
      anOrderItem({
        product: { name: 'Club Lotto', type: 'Lotto' },
        price: 1000,
        subtotal: 1000,
        initial_payment: 1000,
      }),
    ],
    discount_codes: [
      {
        name: 'SUMMER',
        amount: 1300,
        total_amount: 1300,
        code: 'SUMMER',
        type: 'percentage',
        value: 10,
      },
    ],
    pay_today: { subtotal: 13000, discount: 1300, total: 11700 },
  });
}

describe('ConfirmationPage', () => {
  it("shows the member's order, its card and totals, then forgets the cart and the order", async () => {
    rememberOrder();
    storeCartId();
    window.localStorage.setItem(STORAGE_KEYS.selectedPlans, '[1]');
    // The order closed the cart: the server no longer has it.
    const { api } = fakeCartApi(null);
    const { container } = renderCheckout(<ConfirmationPage />, {
      api,
      path: '/checkout/confirmation',
      routes: { [orderRoute]: { body: memberOrder() } },
    });
    expect(await screen.findByRole('heading', { name: 'Order confirmed' })).toBeVisible();
    expect(screen.getByText('Thank you for your order!')).toBeVisible();
    expect(screen.getByText(/^Order placed on \d{2} November 2026 \d{2}:30:05$/)).toBeVisible();
    expect(screen.getByText('ID 1042')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('heading', { name: 'Membership plans' })).toBeVisible();
    expect(within(summary).getByRole('heading', { name: 'Lotto tickets × 1' })).toBeVisible();
    expect(within(summary).getByText('Aoife Byrne')).toBeVisible();
    expect(within(summary).getByText('Discount (SUMMER):').nextSibling).toHaveTextContent(
      '-€13.00',
    );
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('€117.00');
    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(within(payment).getByText('•••• •••• •••• 4242')).toBeVisible();
    expect(within(payment).getByText('Expires 04/29')).toBeVisible();
    expect(
      screen.getByText('A copy of your order has been sent to aoife@example.ie.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(hasCookie(LAST_ORDER_COOKIE)).toBe(false));
    await waitFor(() => expect(hasCookie(CART_COOKIE)).toBe(false));
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedPlans)).toBeNull();
    expect(screen.queryByText(KEPT_IN_CART)).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows what the buyer chose under each line: a ticket's lines and draw date, a bundle's members", async () => {
    rememberOrder();
    const { api } = fakeCartApi(null);
    const placed = memberOrder();
    const [plan, lotto] = placed.items;
    const order = {
      ...placed,
      receipt: {
        ...placed.receipt,
        groups: [
          {
            title: 'Items',
            subtotal: 13000,
            lines: [
              {
                order_item_id: plan!.order_item_id,
                name: 'Adult Membership',
                quantity: 1,
                amount: 12000,
                details: ['Aoife Byrne'],
              },
              {
                order_item_id: lotto!.order_item_id,
                name: 'Club Lotto',
                quantity: 1,
                amount: 1000,
                details: ['Line 1: 3, 11, 19, 27', 'Draws: 4', 'Draw date: 05/12/2026'],
              },
            ],
          },
        ],
      },
    };
    renderCheckout(<ConfirmationPage />, {
      api,
      path: '/checkout/confirmation',
      routes: { [orderRoute]: { body: order } },
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const ticket = within(summary).getByText('Club Lotto').closest('li')!;
    expect(ticket).toHaveTextContent('Line 1: 3, 11, 19, 27');
    expect(ticket).toHaveTextContent('Draws: 4');
    expect(ticket).toHaveTextContent('Draw date: 05/12/2026');
    expect(within(summary).getByText('Aoife Byrne')).toBeVisible();
  });

  it('says what the cart still holds when items were added after the checkout started', async () => {
    rememberOrder();
    storeCartId();
    // The server kept the bag added in another tab while the order was paid.
    const { api } = fakeCartApi(aCart([aShopItem('Gear Bag', 3000, 'Shop')]));
    const { container } = renderCheckout(<ConfirmationPage />, {
      api,
      path: '/checkout/confirmation',
      routes: { [orderRoute]: { body: memberOrder() } },
    });
    expect(await screen.findByText(KEPT_IN_CART)).toHaveAttribute('role', 'status');
    expect(api.getCart).toHaveBeenCalled();
    expect(hasCookie(CART_COOKIE)).toBe(true);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('forgets the cart of an order still being processed', async () => {
    // The order is asked for again for 10 s before the page says it is still processing.
    jest.useFakeTimers();
    rememberOrder();
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Gear Bag', 3000, 'Shop')]));
    renderCheckout(<ConfirmationPage />, {
      api,
      path: '/checkout/confirmation',
      routes: { [orderRoute]: { body: anOrder({ status: 'New' }) } },
    });
    expect(await screen.findByText(STILL_PROCESSING, {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(hasCookie(CART_COOKIE)).toBe(false));
    expect(screen.queryByText(KEPT_IN_CART)).toBeNull();
  });

  it("shows the API's pricing summary: lines before discounts, the discount once, lines adding up", async () => {
    rememberOrder();
    const { api } = fakeCartApi(null);
    // A €50.00 scarf with €5.00 off: the item's own payment is after the discount (€45.00).
    const scarf = anOrderItem({
      product: { name: 'Club Scarf', type: 'ShopItem' },
      price: 5000,
      discount: 500,
      subtotal: 4500,
      initial_payment: 4500,
    });
    const order = anOrder({
      items: [scarf],
      discount_codes: [
        { name: 'FIVE', amount: 500, total_amount: 500, code: 'FIVE', type: 'amount', value: 500 },
      ],
      pay_today: { subtotal: 5000, discount: 500, total: 4500 },
    });
    renderCheckout(<ConfirmationPage />, { api, routes: { [orderRoute]: { body: order } } });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Club Scarf').closest('li')).toHaveTextContent(
      /^Club Scarf€50\.00$/,
    );
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('€50.00');
    expect(within(summary).getByText('Discount (FIVE):').nextSibling).toHaveTextContent('-€5.00');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('€45.00');
  });

  it('invites a guest to create an account and does not thank them as a member', async () => {
    rememberOrder();
    const { api } = fakeCartApi(null);
    renderCheckout(<ConfirmationPage />, {
      api,
      routes: { [orderRoute]: { body: anOrder({ is_guest_checkout: true }) } },
    });
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeVisible();
    // The account site is one tap away (jsdom's page is on plain localhost).
    expect(screen.getByRole('link', { name: 'member account site' })).toHaveAttribute(
      'href',
      'http://myaccount.localhost/',
    );
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument();
  });

  it('says there is no order to show without a recent one', async () => {
    const { api } = fakeCartApi(null);
    const { server } = renderCheckout(<ConfirmationPage />, { api, routes: {} });
    expect(await screen.findByText('There is no recent order to show.')).toBeVisible();
    expect(server!.calls.filter((call) => call.path.includes('/orders/'))).toHaveLength(0);
  });

  it('downloads a PDF copy of the order', async () => {
    rememberOrder();
    const { api } = fakeCartApi(null);
    const user = userEvent.setup();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const createObjectURL = jest.fn(() => 'blob:order');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked(this.download, this.href);
    });
    const { server } = renderCheckout(<ConfirmationPage />, {
      api,
      routes: {
        [orderRoute]: { body: anOrder() },
        [`GET /store/demo/orders/${ORDER_ID}/download`]: { body: pdf },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download copy' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledWith('order-1042.pdf', 'blob:order'));
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    expect(server!.callsTo('GET', `/store/demo/orders/${ORDER_ID}/download`)).toHaveLength(1);
  });
});
