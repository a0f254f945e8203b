import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { PaymentMethod } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice, type AppStore } from '@touchline/store';
import Cookies from 'js-cookie';
import { authMessages } from '../../messages/auth-messages';
import { clearCookies, fakeApi, renderAuth, userRecord } from '../../testing/render-auth';
import AccountRoutes from '../account-routes';
import { cardExpiryText, cardNameText } from './card-texts';

jest.setTimeout(20_000);

beforeAll(() => authMessages.preload('ga'));
beforeEach(() => clearCookies());

/** A page whose visitor chose Irish, as the host's store holds it. */
const inIrish = (store: AppStore) => {
  registerSlice(languageSlice);
  store.dispatch(languageChosen('ga'));
};

const card = (id: number, last4: string, isDefault: boolean, brand = 'visa'): PaymentMethod => ({
  id,
  brand,
  last_four_digits: last4,
  expiration_month: 8,
  expiration_year: 2029,
  funding: 'debit',
  is_default: isDefault,
  created_at: '2026-10-01T10:00:00.000Z',
});

function signedInWithCards(cards: PaymentMethod[]) {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi((call) => {
    if (call.path === '/v2/user') return { status: 200, body: userRecord() };
    if (call.path === '/v2/payments/config') {
      return { status: 200, body: { provider: 'test', publishable_key: null } };
    }
    if (call.path.startsWith('/v2/member/payment-methods?')) {
      return {
        status: 200,
        body: {
          items: cards,
          total: cards.length,
          current_page: 1,
          per_page: 10,
          from: cards.length ? 1 : null,
          to: cards.length ? cards.length : null,
        },
      };
    }
    return undefined;
  });
}

describe('the payment methods in Irish', () => {
  it('lists the cards, offers their actions and the card form in Irish', async () => {
    signedInWithCards([card(1, '5556', true), card(2, '0341', false, 'discover')]);
    const user = userEvent.setup();
    renderAuth(<AccountRoutes />, { path: '/payment-methods', area: 'myaccount', setup: inIrish });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Modhanna íocaíochta' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Visa dar críoch 5556')).toHaveTextContent(
      'Visa dar críoch 5556Réamhshocraithe',
    );
    expect(screen.getAllByText('In éag 08/2029')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Socraigh mar réamhshocrú: Cárta dar críoch 0341' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bain: Cárta dar críoch 0341' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'An cárta seo a bhaint?' });
    expect(dialog).toHaveTextContent('Cárta dar críoch 0341');
    expect(within(dialog).getByRole('button', { name: 'Bain' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cealaigh' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Cuir cárta leis' }));
    const form = await screen.findByRole('form', { name: 'Cuir cárta leis' });
    const entry = await within(form).findByRole('group', { name: 'Sonraí an chárta' });
    expect(within(entry).getByLabelText('Uimhir an chárta')).toBeInTheDocument();
    expect(within(entry).getByLabelText('Dáta éaga')).toBeInTheDocument();
    await user.type(within(entry).getByLabelText('Uimhir an chárta'), '4242');
    await user.tab();
    expect(within(entry).getByText('Tá uimhir do chárta neamhiomlán.')).toBeInTheDocument();
    expect(
      within(form).getByRole('checkbox', { name: 'Déan mo chárta réamhshocraithe de seo' }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Sábháil an cárta' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cealaigh' })).toBeInTheDocument();

    expect(
      screen.queryByText(/ending in|Expires|Default|Card number|Save card|Make this my default/),
    ).not.toBeInTheDocument();
  });

  it('says in Irish that there are no cards', async () => {
    signedInWithCards([]);
    renderAuth(<AccountRoutes />, { path: '/payment-methods', area: 'myaccount', setup: inIrish });
    expect(await screen.findByText('Níl aon chárta sábháilte agat.')).toBeInTheDocument();
  });
});

describe('a card as the pages name it', () => {
  it('names the brand, or a card of an unknown brand, with its last digits and expiry', () => {
    const t = authMessages.english;
    expect(cardNameText(t, card(1, '4242', true))).toBe('Visa ending in 4242');
    expect(cardNameText(t, card(1, '1234', true, 'discover'))).toBe('Card ending in 1234');
    expect(cardNameText(t, card(1, '0005', true, 'amex'))).toBe('American Express ending in 0005');
    expect(cardExpiryText(t, card(1, '4242', true))).toBe('Expires 08/2029');
  });
});
