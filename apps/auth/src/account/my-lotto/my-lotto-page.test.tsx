import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { LottoEntry } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice, type AppStore } from '@touchline/store';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import { authMessages } from '../../messages/auth-messages';
import { clearCookies, fakeApi, renderAuth, userRecord } from '../../testing/render-auth';
import AccountRoutes from '../account-routes';
import { lineValues, refusalText } from './my-lotto-texts';

jest.setTimeout(20_000);

beforeAll(() => authMessages.preload('ga'));
beforeEach(() => clearCookies());

/** A page whose visitor chose Irish, as the host's store holds it. */
const inIrish = (store: AppStore) => {
  registerSlice(languageSlice);
  store.dispatch(languageChosen('ga'));
};

const club = { account_id: 1, name: 'Glenarden Gaels', slug: 'demo' };
const entry = (extra: Partial<LottoEntry>): LottoEntry => ({
  order_item_id: 1,
  order_id: '0b7c6c1e-3f59-4c4e-9f57-1d4f2c9a8e11',
  order_seq: 7,
  club,
  product_type: 'Lotto',
  name: 'Club Lotto',
  title: '1 line, 4 draws',
  amount: 800,
  currency: 'EUR',
  bought_at: '2026-10-16T09:30:00.000Z',
  numbers: 'picked',
  number_type: 'Number',
  lines: [[3, 11, 19, 27]],
  tickets: 1,
  draws_left: 2,
  next_draw_at: '2026-11-29T20:00:00.000Z',
  renewal: { state: 'renews', stopped_at: null, reason: null },
  ...extra,
});

const renewing = entry({});
const luckyDip = entry({
  order_item_id: 2,
  order_seq: 8,
  title: '3 lines, 1 draw',
  numbers: 'lucky_dip',
  number_type: 'Lucky Dip',
  lines: [],
  draws_left: 0,
  next_draw_at: null,
  renewal: { state: 'refused', stopped_at: '2026-11-23T00:00:00.000Z', reason: 'unpaid' },
});
const tickets = entry({
  order_item_id: 3,
  order_seq: 9,
  product_type: 'Draw',
  name: 'Summer Draw 2026',
  title: 'Book of 3 tickets',
  amount: 12000,
  numbers: 'none',
  number_type: 'None',
  lines: [],
  tickets: 3,
  draws_left: 1,
  next_draw_at: '2027-06-14T20:00:00.000Z',
  renewal: { state: 'off', stopped_at: null, reason: null },
});
const stopped = entry({
  order_item_id: 4,
  order_seq: 5,
  title: '1 line, 1 draw',
  lines: [[1, 2, 3, 26]],
  number_type: 'Letter',
  draws_left: 0,
  next_draw_at: null,
  renewal: { state: 'stopped', stopped_at: '2026-11-02T10:00:00.000Z', reason: null },
});

function signedInWith(items: LottoEntry[] | 'fails') {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi((call) => {
    if (call.path === '/v2/user') return { status: 200, body: userRecord() };
    if (call.path === '/v2/member/lotto-entries') {
      return items === 'fails'
        ? { status: 500, body: { message: 'Something went wrong' } }
        : { status: 200, body: { items, total: items.length } };
    }
    return undefined;
  });
}

describe('My lotto', () => {
  it('lists each entry with its numbers, draws left, next draw and renewal', async () => {
    signedInWith([renewing, luckyDip, tickets, stopped]);
    const { container } = renderAuth(<AccountRoutes />, { path: '/lotto', area: 'myaccount' });
    expect(await screen.findByRole('heading', { level: 2, name: 'My lotto' })).toBeInTheDocument();

    const first = await screen.findByRole('article', { name: 'Club Lotto (1 line, 4 draws)' });
    expect(
      within(first).getByText('Glenarden Gaels · Order 7 · €8.00 · bought 16/10/2026'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Your numbers' })).toBeInTheDocument();
    expect(
      within(first).getByRole('listitem', { name: 'Line 1: 3, 11, 19, 27' }),
    ).toBeInTheDocument();
    expect(within(first).getByText('Draws left').nextElementSibling).toHaveTextContent('2');
    expect(within(first).getByText('Next draw').nextElementSibling).toHaveTextContent('29/11/2026');
    expect(within(first).getByText('Renews automatically')).toBeInTheDocument();

    const dip = screen.getByRole('article', { name: 'Club Lotto (3 lines, 1 draw)' });
    expect(
      within(dip).getByText('Lucky dip: your numbers are picked for you at each draw.'),
    ).toBeInTheDocument();
    expect(within(dip).getByText('Next draw').nextElementSibling).toHaveTextContent(
      'None listed yet',
    );
    expect(within(dip).getByText('Renewal').nextElementSibling).toHaveTextContent(
      'Not renewed on 23/11/2026: The payment of its last renewal is in arrears. Pay your arrears',
    );
    expect(within(dip).getByRole('link', { name: 'Pay your arrears' })).toHaveAttribute(
      'href',
      '/arrears',
    );

    const draw = screen.getByRole('article', { name: 'Summer Draw 2026 (Book of 3 tickets)' });
    expect(within(draw).getByText('3 tickets')).toBeInTheDocument();
    expect(within(draw).getByText('Does not renew')).toBeInTheDocument();

    const letters = screen.getByRole('article', { name: 'Club Lotto (1 line, 1 draw)' });
    expect(
      within(letters).getByRole('listitem', { name: 'Line 1: A, B, C, Z' }),
    ).toBeInTheDocument();
    expect(within(letters).getByText('Renewal stopped on 02/11/2026')).toBeInTheDocument();

    expect(await axe(container)).toHaveNoViolations();
  });

  it('is linked from the account navigation and says when there are no entries', async () => {
    signedInWith([]);
    const user = userEvent.setup();
    renderAuth(<AccountRoutes />, { path: '/orders', area: 'myaccount' });
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    await user.click(within(nav).getByRole('link', { name: 'My lotto' }));
    expect(await screen.findByText('You have no lotto or draw entries.')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My lotto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when the entries cannot be loaded', async () => {
    signedInWith('fails');
    const { notices } = renderAuth(<AccountRoutes />, { path: '/lotto', area: 'myaccount' });
    expect(await screen.findByText('Your lotto entries could not be loaded.')).toBeInTheDocument();
    expect(notices()).toContainEqual(expect.objectContaining({ type: 'danger' }));
  });
});

describe('My lotto in Irish', () => {
  it('shows the page, its entries and their renewals in Irish', async () => {
    signedInWith([renewing, luckyDip, tickets, stopped]);
    renderAuth(<AccountRoutes />, { path: '/lotto', area: 'myaccount', setup: inIrish });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mo chuntas' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mo lotto' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mo chuntas' });
    expect(within(nav).getByRole('link', { name: 'Modhanna íocaíochta' })).toBeInTheDocument();

    const first = await screen.findByRole('article', { name: 'Club Lotto (1 line, 4 draws)' });
    expect(
      within(first).getByText('Glenarden Gaels · Ordú 7 · €8.00 · ceannaithe 16/10/2026'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'D’uimhreacha' })).toBeInTheDocument();
    expect(
      within(first).getByRole('listitem', { name: 'Líne 1: 3, 11, 19, 27' }),
    ).toBeInTheDocument();
    expect(within(first).getByText('Athnuaitear go huathoibríoch é')).toBeInTheDocument();

    const dip = screen.getByRole('article', { name: 'Club Lotto (3 lines, 1 draw)' });
    expect(within(dip).getByText('An chéad chrannchur eile').nextElementSibling).toHaveTextContent(
      'Níl aon cheann liostaithe fós',
    );
    expect(within(dip).getByText('Athnuachan').nextElementSibling).toHaveTextContent(
      'Níor athnuadh é ar 23/11/2026: Tá íocaíocht a hathnuachana deireanaí i riaráiste. Íoc do riaráistí',
    );
    const draw = screen.getByRole('article', { name: 'Summer Draw 2026 (Book of 3 tickets)' });
    expect(within(draw).getByText('3 thicéad')).toBeInTheDocument();

    expect(
      screen.queryByText(/My lotto|Your numbers|Draws left|Renews automatically|Not renewed/),
    ).not.toBeInTheDocument();
  });
});

describe('the texts of an entry', () => {
  it('words a refused renewal as the mail does, and letters as letters', () => {
    const lotto = { name: 'Club Lotto', title: '1 line, 4 draws' };
    const t = authMessages.english;
    expect(refusalText(t, 'ended', lotto)).toBe(
      'Club Lotto has ended: the club has no more draws on sale.',
    );
    expect(refusalText(t, 'sold_out', lotto)).toBe('Club Lotto is sold out.');
    expect(refusalText(t, 'price_option', lotto)).toBe(
      'The club no longer offers the option you chose (1 line, 4 draws).',
    );
    expect(refusalText(t, 'price_option', { name: 'Club Lotto', title: null })).toBe(
      'The club no longer offers the option you chose.',
    );
    expect(lineValues([1, 13, 26], 'Letter')).toEqual(['A', 'M', 'Z']);
    expect(lineValues([1, 13, 26], 'Number')).toEqual(['1', '13', '26']);
  });
});
