import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LottoDrawLine, LottoDrawLinesPage } from '@touchline/contracts';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { backofficeMessages } from '../messages/backoffice-messages';
import { fakeLottoApi } from '../testing/fake-lotto-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { DrawLinesPage } from './draw-lines-page';

function aLine(overrides: Partial<LottoDrawLine> = {}): LottoDrawLine {
  return {
    order_item_id: 41,
    order_seq: 1207,
    name: 'Siobhan Murphy',
    email: 'member@demo.touchline.test',
    numbers: [[3, 11, 19, 27]],
    numbers_kind: 'picked',
    tickets: 1,
    renews: true,
    bought_at: '2026-08-24T10:00:00.000Z',
    ...overrides,
  };
}

function aPage(items: LottoDrawLine[]): LottoDrawLinesPage {
  return {
    draw: {
      draw_id: 12,
      product_id: 3,
      product: 'Club Lotto',
      product_type: 'Lotto',
      draw_at: '2026-09-13T20:00:00.000Z',
      status: 'open',
      lines: items.length,
    },
    items,
    total: items.length,
    current_page: 1,
    per_page: 10,
  };
}

const renderDraw = (path = '/lotto/draws/12') =>
  renderBackoffice(
    <Routes>
      <Route path="/lotto/draws/:drawId" element={<DrawLinesPage />} />
    </Routes>,
    { path },
  );

describe('a draw’s lines', () => {
  it('shows who plays which numbers, whether each renews, and the order', async () => {
    const api = fakeLottoApi({
      lines: aPage([
        aLine(),
        aLine({
          order_item_id: 42,
          order_seq: 1300,
          name: 'Brian Cullen',
          email: 'brian@example.com',
          numbers: [
            [5, 6, 7, 8],
            [9, 10, 11, 12],
          ],
          renews: false,
        }),
        aLine({ order_item_id: 43, name: 'Aine Byrne', numbers: [], numbers_kind: 'lucky_dip' }),
      ]),
    });
    const { container } = renderDraw();
    expect(await screen.findByText('Siobhan Murphy')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Club Lotto draw' })).toBeVisible();
    expect(screen.getByText('Sun 13 Sept 2026, 21:00 · Open')).toBeVisible();
    expect(screen.getByText('3 lines playing')).toBeVisible();

    const table = screen.getByRole('table', { name: 'Lines playing in this draw' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Siobhan Murphy');
    expect(rows[0]).toHaveTextContent('member@demo.touchline.test');
    expect(rows[0]).toHaveTextContent('3, 11, 19, 27');
    expect(rows[0]).toHaveTextContent('Yes');
    expect(rows[0]).toHaveTextContent('#1207');
    expect(rows[0]).toHaveTextContent('24/08/2026');
    expect(
      within(rows[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5, 6, 7, 8', '9, 10, 11, 12']);
    expect(rows[1]).toHaveTextContent('No');
    expect(rows[2]).toHaveTextContent('Lucky dip');
    expect(api.callsTo('/backoffice/lotto/draws/12/lines')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'All draws' })).toHaveAttribute('href', '/lotto');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('exports the draw’s lines as a CSV file', async () => {
    const user = userEvent.setup();
    const api = fakeLottoApi({ lines: aPage([aLine()]) });
    const created = jest.fn(() => 'blob:lines');
    URL.createObjectURL = created;
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDraw();
    await screen.findByText('Siobhan Murphy');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(api.callsTo('/backoffice/lotto/draws/12/lines/export')).toHaveLength(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('lotto-draw-12.csv');
    clicked.mockRestore();
  });

  it('says so when no paid line plays in the draw', async () => {
    fakeLottoApi({ lines: aPage([]) });
    renderDraw();
    expect(await screen.findByText('No paid lines play in this draw.')).toBeVisible();
    expect(screen.getByText('0 lines playing')).toBeVisible();
  });

  it('says a draw of another club, or an address that names none, was not found', async () => {
    fakeLottoApi({ lines: { status: 404, message: 'Draw not found' } });
    const { noticesShown } = renderDraw();
    expect(
      await screen.findByText('This draw was not found. It may belong to another club.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'All draws' })).toHaveAttribute('href', '/lotto');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    // A draw not found is said on the page only.
    expect(noticesShown()).toEqual([]);

    const other = fakeLottoApi({ lines: aPage([]) });
    renderDraw('/lotto/draws/not-a-draw');
    expect(await screen.findAllByText(/This draw was not found/)).toHaveLength(2);
    expect(other.calls).toEqual([]);
  });
});

describe('a draw’s lines in Irish', () => {
  beforeAll(() => backofficeMessages.preload('ga'));

  it('shows the lines, their columns and the export in Irish', async () => {
    fakeLottoApi({
      lines: aPage([aLine(), aLine({ order_item_id: 43, numbers: [], numbers_kind: 'lucky_dip' })]),
    });
    renderBackoffice(
      <Routes>
        <Route path="/lotto/draws/:drawId" element={<DrawLinesPage />} />
      </Routes>,
      { path: '/lotto/draws/12', language: 'ga' },
    );
    expect(await screen.findAllByText('Siobhan Murphy')).toHaveLength(2);
    expect(screen.getByText('2 líne ag imirt')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Tarraingt: Club Lotto' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Línte ag imirt sa tarraingt seo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Tá');
    expect(rows[1]).toHaveTextContent('Roghnú randamach');
    expect(screen.getByRole('button', { name: 'Easpórtáil CSV' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gach tarraingt' })).toBeVisible();
    expect(screen.queryByText('Lucky dip')).toBeNull();
    expect(screen.queryByText('Export the lines')).toBeNull();
  });
});
