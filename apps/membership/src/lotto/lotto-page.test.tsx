import { ADDED_TO_CART } from '@touchline/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import {
  catalogueHandler,
  clubRecord,
  fakeFetch,
  renderProductPage,
} from '../testing/render-products';
import { lottoProduct } from '../testing/product-fixtures';
import { LottoPage } from './lotto-page';

const ROUTE = '/products/lotto/:slug';

function open(
  slug = 'club-lotto',
  { quickPick = [5, 9, 14, 22], club = clubRecord(), product = lottoProduct() } = {},
) {
  const calls = fakeFetch(
    catalogueHandler([product], (url) =>
      url.pathname.endsWith('/lottery/draws/41/quick_pick')
        ? {
            status: 200,
            body: { draw_id: 41, number_type: 'Number', numbers: quickPick, lines: [quickPick] },
          }
        : { status: 404, body: { message: 'Not found' } },
    ),
  );
  const rendered = renderProductPage(<LottoPage />, {
    path: `/products/lotto/${slug}`,
    route: ROUTE,
    club,
  });
  return { ...rendered, calls };
}

async function confirmAge() {
  await userEvent.click(await screen.findByRole('button', { name: 'Yes, I am over 18' }));
}

const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });

describe('lotto page', () => {
  it('shows the draw, its date, jackpot and prize tiers after the age gate', async () => {
    open();
    await confirmAge();
    expect(await screen.findByRole('heading', { level: 1, name: 'Club Lotto' })).toBeVisible();
    expect(screen.getByText('Sunday 29 November 2026, 20:00')).toBeInTheDocument();
    expect(screen.getByText('€8,000.00')).toBeInTheDocument();
    const prizes = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(prizes.slice(0, 2)).toEqual(['Jackpot: €8,000.00', 'Match 3: €50.00']);
    expect(screen.getByText('Pick 4 numbers from 1 to 28')).toBeInTheDocument();
    expect(screen.getByText('Price per line: €2.00')).toBeInTheDocument();
    expect(screen.getByText('Total: €2.00')).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('shows each prize tier with its amount, and a tier without one by its name alone', async () => {
    const product = lottoProduct();
    product.metadata.prize_tiers = ['Match 3', 'Match 4', 'Jackpot', 'Match 5'];
    product.metadata.prize_amounts = { Jackpot: 500000, 'Match 5': 50000, 'Match 3': 2500 };
    open('club-lotto', { product });
    await confirmAge();
    const prizes = await screen.findByRole('list', { name: 'Prizes' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jackpot: €5,000.00', 'Match 5: €500.00', 'Match 4', 'Match 3: €25.00']);
  });

  it('lets a line take only its count of numbers and reads the picks out', async () => {
    open();
    await confirmAge();
    await screen.findByRole('group', { name: 'Line 1' });
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    for (const n of [19, 3, 27, 11]) {
      await userEvent.click(within(line(1)).getByRole('button', { name: `Number ${n}` }));
    }
    expect(within(line(1)).getByRole('button', { name: 'Number 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const fifth = within(line(1)).getByRole('button', { name: 'Number 5' });
    expect(fifth).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fifth);
    expect(fifth).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Line 1: 3, 11, 19, 27. Complete.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(add).toBeEnabled();
  });

  it('reaches every number by keyboard and toggles it with Enter or Space', async () => {
    open();
    await confirmAge();
    await screen.findByRole('group', { name: 'Line 1' });
    const one = within(line(1)).getByRole('button', { name: 'Number 1' });
    one.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(within(line(1)).getByRole('button', { name: 'Number 2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Line 1: 1, 2. 2 more to pick.')).toBeInTheDocument();
  });

  it('fills a line by quick pick through the API and adds several lines with auto renew', async () => {
    const { cartAdds, calls } = open();
    await confirmAge();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Lines and draws' }),
      '3 lines, 1 draw',
    );
    expect(screen.getAllByRole('group', { name: /^Line \d$/ })).toHaveLength(3);
    expect(screen.getByText('Price per line: €1.67')).toBeInTheDocument();
    expect(screen.getByText('Total: €5.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quick pick line 1' }));
    await screen.findByText('Line 1: 5, 9, 14, 22. Complete.');
    expect(calls).toContain('/v2/store/demo/lottery/draws/41/quick_pick?lines=1');
    for (const n of [1, 2, 3, 4]) {
      await userEvent.click(within(line(2)).getByRole('button', { name: `Number ${n}` }));
    }
    for (const n of [25, 26, 27, 28]) {
      await userEvent.click(within(line(3)).getByRole('button', { name: `Number ${n}` }));
    }
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto renew' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartAdds()).toHaveLength(1));
    expect(cartAdds()).toContainEqual({
      successMessage: ADDED_TO_CART,
      items: [
        {
          product_id: 7,
          metadata: {
            configurable_price: { title: '3 lines, 1 draw' },
            pick: [
              [5, 9, 14, 22],
              [1, 2, 3, 4],
              [25, 26, 27, 28],
            ],
            auto_renewal: true,
          },
        },
      ],
    });
  });

  it('asks nothing to pick for a Lucky Dip draw and adds the entry without picks', async () => {
    fakeFetch(catalogueHandler([lottoProduct({ number_type: 'Lucky Dip' })]));
    const { cartAdds } = renderProductPage(<LottoPage />, {
      path: '/products/lotto/club-lotto',
      route: ROUTE,
    });
    await confirmAge();
    expect(
      await screen.findByText(
        'Lucky Dip: your numbers are chosen for you at random when the entry is made.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Line 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(cartAdds()).toContainEqual({
        successMessage: ADDED_TO_CART,
        items: [
          {
            product_id: 7,
            metadata: { configurable_price: { title: '1 line, 1 draw' }, auto_renewal: false },
          },
        ],
      }),
    );
  });

  it('shows letters for a Letter draw', async () => {
    fakeFetch(
      catalogueHandler([lottoProduct({ number_type: 'Letter', numbers_count: 3, max_number: 26 })]),
    );
    renderProductPage(<LottoPage />, { path: '/products/lotto/club-lotto', route: ROUTE });
    await confirmAge();
    expect(await screen.findByText('Pick 3 letters from A to Z')).toBeInTheDocument();
    await userEvent.click(within(line(1)).getByRole('button', { name: 'Letter C' }));
    expect(screen.getByText('Line 1: C. 2 more to pick.')).toBeInTheDocument();
  });

  it('offers no quick pick when the club turned it off', async () => {
    open('club-lotto', { club: clubRecord({ features: { can_quick_pick: false } as never }) });
    await confirmAge();
    await screen.findByRole('group', { name: 'Line 1' });
    expect(screen.queryByRole('button', { name: 'Quick pick line 1' })).not.toBeInTheDocument();
  });

  it('says the product cannot be fetched for an unknown slug', async () => {
    open('no-such-lotto');
    await confirmAge();
    expect(await screen.findByText('Error fetching product.')).toHaveAttribute('role', 'alert');
  });
});
