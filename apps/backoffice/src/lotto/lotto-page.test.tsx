import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LottoDrawRow } from '@touchline/contracts';
import { axe } from 'jest-axe';
import { backofficeMessages } from '../messages/backoffice-messages';
import { fakeLottoApi } from '../testing/fake-lotto-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { LottoPage } from './lotto-page';

function aDraw(overrides: Partial<LottoDrawRow> = {}): LottoDrawRow {
  return {
    draw_id: 12,
    product_id: 3,
    product: 'Club Lotto',
    product_type: 'Lotto',
    draw_at: '2026-09-13T20:00:00.000Z',
    status: 'open',
    lines: 1234,
    ...overrides,
  };
}

describe('the Lotto screen', () => {
  it('lists the draws to come and the latest, each with its lines and a way in', async () => {
    fakeLottoApi({
      overview: {
        products: [{ product_id: 3, name: 'Club Lotto', product_type: 'Lotto' }],
        upcoming: [aDraw()],
        recent: [
          aDraw({ draw_id: 11, draw_at: '2026-09-06T20:00:00.000Z', status: 'drawn', lines: 1 }),
        ],
      },
    });
    const { container } = renderBackoffice(<LottoPage />, { path: '/lotto' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lotto' })).toBeVisible();

    const upcoming = await screen.findByRole('table', { name: 'Upcoming draws' });
    const [, row] = within(upcoming).getAllByRole('row');
    expect(
      within(row!).getByRole('link', { name: 'Club Lotto Sun 13 Sept 2026, 21:00' }),
    ).toHaveAttribute('href', '/lotto/draws/12');
    expect(row).toHaveTextContent('Open');
    expect(row).toHaveTextContent('1,234');
    expect(within(upcoming).getByRole('columnheader', { name: 'Lines playing' })).toBeVisible();

    const recent = screen.getByRole('table', { name: 'Recent draws' });
    expect(
      within(recent).getByRole('link', { name: /Club Lotto Sun 6 Sept 2026/ }),
    ).toHaveAttribute('href', '/lotto/draws/11');
    expect(within(recent).getAllByRole('row')[1]).toHaveTextContent('Drawn');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when there are no draws', async () => {
    fakeLottoApi({ overview: { products: [], upcoming: [], recent: [] } });
    renderBackoffice(<LottoPage />, { path: '/lotto', user: null });
    expect(await screen.findByText('No draws to come.')).toBeVisible();
    expect(screen.getByText('No draws yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the draws could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const api = fakeLottoApi({ overview: 'fails' });
    const { noticesShown } = renderBackoffice(<LottoPage />, { path: '/lotto' });
    expect(
      await screen.findByText('The draws could not be loaded. Please try again later.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('/backoffice/lotto')).toHaveLength(2));
    expect(
      await screen.findByText('The draws could not be loaded. Please try again later.'),
    ).toBeVisible();
    // Said on the page only.
    expect(noticesShown()).toEqual([]);
  });
});

describe('the Lotto screen in Irish', () => {
  beforeAll(() => backofficeMessages.preload('ga'));

  it('lists the draws with Irish headings and statuses', async () => {
    fakeLottoApi({
      overview: {
        products: [{ product_id: 3, name: 'Club Lotto', product_type: 'Lotto' }],
        upcoming: [aDraw()],
        recent: [],
      },
    });
    renderBackoffice(<LottoPage />, { path: '/lotto', language: 'ga' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lotto' })).toBeVisible();
    expect(screen.getByText('Na tarraingtí á lódáil…')).toBeVisible();
    const upcoming = await screen.findByRole('table', { name: 'Tarraingtí atá le teacht' });
    expect(within(upcoming).getByRole('columnheader', { name: 'Línte ag imirt' })).toBeVisible();
    expect(within(upcoming).getAllByRole('row')[1]).toHaveTextContent('Oscailte');
    expect(screen.getByText('Gan tarraingtí fós.')).toBeVisible();
    expect(screen.queryByText('Upcoming draws')).toBeNull();
    expect(screen.queryByText('No draws yet.')).toBeNull();
  });
});
