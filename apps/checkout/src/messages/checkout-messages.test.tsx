import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOTTO_CREDIT_CARD_MESSAGE, type ClubAccount } from '@touchline/contracts';
import { ApiError, LAST_ORDER_COOKIE } from '@touchline/api-client';
import { SimulatorCardForm, simulatorCardTextsFrom } from '@touchline/ui';
import { axe } from 'jest-axe';
import CartButton from '../cart-button/cart-button';
import CheckoutRoutes from '../routes/checkout-routes';
import { aCart, aShopItem } from '../testing/cart-fixtures';
import { anOrder, ORDER_ID } from '../testing/order-fixtures';
import {
  clearCookies,
  clubRecord,
  fakeCartApi,
  renderCheckout,
  storeCartId,
} from '../testing/render-checkout';
import { orderErrorMessage } from '../checkout-flow/order-error-message';
import { checkoutMessages } from './checkout-messages';

beforeEach(clearCookies);

// The club's site is in Irish by default: each exposed component reads the page's language.
const irishClub = (features: Partial<ClubAccount['features']> = {}) =>
  clubRecord({
    default_language: 'ga',
    features: { checkout: true, guest_checkout: true, login_dialog: false, ...features },
  } as Partial<ClubAccount>);

describe('the checkout in Irish', () => {
  beforeAll(() => checkoutMessages.preload('ga'));

  it("names the cart button and the empty cart sheet's texts in Irish", async () => {
    const { api } = fakeCartApi(null);
    renderCheckout(<CartButton />, { api, club: irishClub() });
    // The same words as the header's stand-in for the button ('header.emptyCart').
    await userEvent.click(await screen.findByRole('button', { name: 'Ciseán, 0 earra' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ciseán siopadóireachta' });
    expect(within(sheet).getByText('Tá do chiseán siopadóireachta folamh')).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Lean ort ag siopadóireacht' })).toBeVisible();
    expect(screen.queryByText(/Shopping cart|Continue shopping|Cart, /)).not.toBeInTheDocument();
  });

  it("shows the cart's items, headings and totals in Irish", async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Shop')]));
    const { container } = renderCheckout(<CartButton />, { api, club: irishClub() });
    await userEvent.click(await screen.findByRole('button', { name: 'Ciseán, 1 earra' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ciseán siopadóireachta' });
    const shop = within(sheet).getByRole('region', { name: 'Earraí siopa' });
    expect(within(shop).getByText('Club Jersey')).toBeVisible();
    expect(within(shop).getByText('Líon: 1')).toBeVisible();
    expect(within(shop).getByRole('button', { name: 'Bain Club Jersey' })).toBeVisible();
    expect(within(sheet).getByText('Fo-iomlán')).toBeVisible();
    expect(within(sheet).getByText('Iomlán')).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Seiceáil amach' })).toBeVisible();
    expect(within(sheet).queryByText(/Subtotal|Quantity|Shop items|Checkout/)).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the checkout page and the guest details in Irish', async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Shop')]));
    renderCheckout(<CheckoutRoutes />, { api, club: irishClub(), path: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Seiceáil amach', level: 1 })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Sínigh isteach nó cruthaigh cuntas' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cuir isteach ríomhphost' })).toBeVisible();
    expect(await screen.findByLabelText('Cód lascaine')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cuir i bhfeidhm' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Íocaíocht' })).toBeVisible();
    expect(screen.getByText('Sínigh isteach nó lean ar aghaidh mar aoi chun íoc.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Seiceáil Amach Tapa' }));
    const form = screen.getByRole('form', { name: 'Sonraí aoi' });
    expect(within(form).getByLabelText(/^Céadainm/)).toBeVisible();
    expect(within(form).getByLabelText(/^Sloinne/)).toBeVisible();
    expect(within(form).getByLabelText(/^Ríomhphost/)).toBeVisible();
    expect(within(form).getByText('Tá seoladh ríomhphoist riachtanach don admháil.')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Lean ar aghaidh' })).toBeVisible();
    expect(screen.queryByText(/Quick Checkout|First name|Discount code|Payment/)).toBeNull();
  });

  it("words the guest form's rule messages in Irish", async () => {
    storeCartId();
    const { api } = fakeCartApi(aCart([aShopItem('Club Jersey', 5500, 'Shop')]));
    const user = userEvent.setup();
    renderCheckout(<CheckoutRoutes />, { api, club: irishClub(), path: '/checkout' });
    await user.click(await screen.findByRole('button', { name: 'Seiceáil Amach Tapa' }));
    const form = screen.getByRole('form', { name: 'Sonraí aoi' });
    await user.type(within(form).getByLabelText(/^Céadainm/), ' Ciara');
    await user.type(within(form).getByLabelText(/^Ríomhphost/), 'ciara@');
    await user.click(within(form).getByLabelText(/^Sloinne/));
    await user.tab();
    expect(await within(form).findByText('Ní cheadaítear spásanna')).toBeVisible();
    expect(within(form).getByText('Cuir isteach seoladh ríomhphoist bailí')).toBeVisible();
    expect(screen.queryByText(/No spaces allowed|valid email/)).toBeNull();
  });

  it("words the card form's labels, test-mode hint and errors in Irish", async () => {
    const user = userEvent.setup();
    render(
      <SimulatorCardForm
        disabled={false}
        onChange={() => undefined}
        texts={simulatorCardTextsFrom(checkoutMessages.textsIn('ga'))}
      />,
    );
    expect(screen.getByRole('group', { name: 'Sonraí an chárta' })).toBeVisible();
    await user.type(screen.getByLabelText('Uimhir an chárta'), '4242 4242 4242 4241');
    expect(screen.getByText('Tá uimhir do chárta neamhbhailí.')).toBeVisible();
    await user.type(screen.getByLabelText('Dáta éaga'), '12');
    await user.click(screen.getByLabelText('Cód slándála'));
    expect(screen.getByText('Tá dáta éaga do chárta neamhiomlán.')).toBeVisible();
    expect(screen.getByText(/^Mód tástála: úsáid 4242 4242 4242 4242/)).toBeVisible();
    expect(screen.queryByText(/Card number|Your card|Test mode/)).toBeNull();
  });

  it('shows the confirmation of an order in Irish', async () => {
    document.cookie = `${LAST_ORDER_COOKIE}=${ORDER_ID}; path=/`;
    const { api } = fakeCartApi(null);
    renderCheckout(<CheckoutRoutes />, {
      api,
      club: irishClub(),
      path: '/checkout/confirmation',
      routes: { [`GET /store/demo/orders/${ORDER_ID}`]: { body: anOrder() } },
    });
    expect(await screen.findByRole('heading', { name: 'Ordú deimhnithe' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Achoimre an ordaithe' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Íoslódáil cóip' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fill ar an leathanach baile' })).toBeVisible();
    expect(screen.queryByText(/Order confirmed|Order summary|Download copy/)).toBeNull();
  });

  it("words the checkout's own payment errors in Irish, the provider's in its own words", () => {
    const irish = checkoutMessages.translatorFor('ga')!;
    expect(orderErrorMessage(new Error('offline'), irish)).toBe(
      'Tharla earráid agus d’ordú á chur isteach.',
    );
    expect(orderErrorMessage(new Error('offline'))).toBe(
      'An error occurred while attempting to submit your order.',
    );
  });

  it('words a card error the provider gives in English only in Irish, by its code', () => {
    const irish = checkoutMessages.translatorFor('ga')!;
    const declined = (decline_code: string | null, code: string, message: string) =>
      new ApiError(message, 402, { message, code, decline_code });
    expect(
      orderErrorMessage(
        declined('insufficient_funds', 'card_declined', 'Your card has insufficient funds.'),
        irish,
        'ga',
      ),
    ).toBe('Níl dóthain airgid ar do chárta.');
    expect(
      orderErrorMessage(declined(null, 'expired_card', 'Your card has expired.'), irish, 'ga'),
    ).toBe('Tá do chárta as feidhm.');
    expect(
      orderErrorMessage(
        declined('lost_card', 'card_declined', 'Your card was declined.'),
        irish,
        'ga',
      ),
    ).toBe('Diúltaíodh do chárta.');
    // A code the catalogue does not know keeps the provider's words; in English they stay.
    expect(
      orderErrorMessage(declined('new_reason', 'new_code', 'A reason of its own.'), irish, 'ga'),
    ).toBe('A reason of its own.');
    // A code named like an object's own property is still a code the catalogue does not know.
    expect(
      orderErrorMessage(declined('constructor', 'toString', 'A reason of its own.'), irish, 'ga'),
    ).toBe('A reason of its own.');
    expect(
      orderErrorMessage(
        declined('insufficient_funds', 'card_declined', 'Your card has insufficient funds.'),
      ),
    ).toBe('Your card has insufficient funds.');
  });

  it("keeps the lotto's credit card refusal equal to the API's", () => {
    expect(checkoutMessages.english('paymentError.lottoCreditCard')).toBe(
      LOTTO_CREDIT_CARD_MESSAGE,
    );
    expect(checkoutMessages.translatorFor('ga')!('paymentError.lottoCreditCard')).toBe(
      'Ní ghlactar le cártaí creidmheasa do tháirgí Lotto. Úsáid cárta dochair, le do thoil.',
    );
  });
});
