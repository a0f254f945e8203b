import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubArrearsOrder, ClubArrearsPage, PaymentSummary } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice } from '@touchline/store';
import { axe } from 'jest-axe';
import { backofficeMessages } from '../messages/backoffice-messages';
import { renderBackoffice } from '../testing/render-backoffice';
import { PaymentsPage } from './payments-page';

const months = ['2026-09', '2026-10', '2026-11', '2026-12'];

function aSummary(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  const rows = months.map((month) => ({
    month,
    collected: month === '2026-10' ? 15000 : month === '2026-11' ? 5000 : 0,
    due: month === '2026-12' ? 10000 : 0,
    failed: month === '2026-11' ? 5000 : 0,
    in_arrears: month === '2026-11' ? 5000 : 0,
    refunded: month === '2026-10' ? 2500 : 0,
  }));
  return {
    currency: 'EUR',
    time_zone: 'Europe/Dublin',
    from: months[0]!,
    to: months[months.length - 1]!,
    current_month: '2026-11',
    months: rows,
    totals: { collected: 20000, due: 10000, failed: 5000, in_arrears: 5000, refunded: 2500 },
    ...overrides,
  };
}

const EMPTY_SUMMARY = aSummary({
  months: months.map((month) => ({
    month,
    collected: 0,
    due: 0,
    failed: 0,
    in_arrears: 0,
    refunded: 0,
  })),
  totals: { collected: 0, due: 0, failed: 0, in_arrears: 0, refunded: 0 },
});

function anArrearsOrder(overrides: Partial<ClubArrearsOrder> = {}): ClubArrearsOrder {
  return {
    order_id: '0d3c9f57-3b8e-4f5e-8d53-6f7a1b2c3d4e',
    order_seq: 42,
    member: {
      user_id: 7,
      first_name: 'Siobhan',
      last_name: 'Murphy',
      email: 'member@demo.touchline.test',
    },
    items: ['Adult Playing Membership'],
    currency: 'EUR',
    amount_owing: 5000,
    failed_since: '2026-11-02T09:00:00.000Z',
    in_arrears_since: '2026-11-09T09:00:00.000Z',
    next_attempt_at: null,
    failed_attempts: 4,
    last_failure_reason: 'Your card was declined.',
    instalments: [
      {
        instalment_id: 9,
        product_name: 'Adult Playing Membership',
        sequence: 2,
        due_on: '2026-11-02',
        amount: 5000,
      },
    ],
    ...overrides,
  };
}

const arrearsPage = (items: ClubArrearsOrder[]): ClubArrearsPage => ({
  items,
  total: items.length,
  current_page: 1,
  per_page: 10,
  from: items.length ? 1 : null,
  to: items.length ? items.length : null,
  amount_owing: items.reduce((sum, item) => sum + item.amount_owing, 0),
  currency: 'EUR',
});

interface Seen {
  path: string;
  query: URLSearchParams;
}

/** The payments calls over `fetch`, answering from what the test gives. */
function fakePaymentsApi(answers: {
  summary?: PaymentSummary | 'fails';
  arrears?: ClubArrearsPage;
  csv?: string;
}) {
  const seen: Seen[] = [];
  let summary = answers.summary ?? aSummary();
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    seen.push({ path: url.pathname, query: url.searchParams });
    let status = 200;
    let body: unknown = { message: 'Not found' };
    if (url.pathname === '/v2/backoffice/payments/summary') {
      if (summary === 'fails') status = 500;
      body = summary === 'fails' ? { message: 'An error has occurred' } : summary;
    } else if (url.pathname === '/v2/backoffice/payments/arrears') {
      body = answers.arrears ?? arrearsPage([anArrearsOrder()]);
    } else if (url.pathname === '/v2/backoffice/payments/export') {
      const csv = answers.csv ?? 'Date,Order number\r\n';
      return {
        ok: true,
        status: 200,
        blob: async () => new Blob([csv], { type: 'text/csv' }),
        text: async () => csv,
      } as Response;
    } else status = 404;
    const text = JSON.stringify(body);
    return {
      ok: status < 300,
      status,
      text: async () => text,
      blob: async () => new Blob([text]),
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    seen,
    callsTo: (path: string) =>
      seen.filter((call) => call.path === `/v2/backoffice/payments/${path}`),
    answerSummary: (next: PaymentSummary) => {
      summary = next;
    },
  };
}

/** A Blob's text (jsdom's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const monthRows = () =>
  within(screen.getByRole('table', { name: 'Payments by month' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the payments screen', () => {
  it('shows the month table with what was collected, due, failed and refunded', async () => {
    fakePaymentsApi({});
    const { container } = renderBackoffice(<PaymentsPage />, { path: '/payments' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await screen.findByRole('table', { name: 'Payments by month' });
    expect(monthRows()).toEqual([
      ['Month', 'Collected', 'Due', 'Failed', 'Refunded'],
      ['September 2026', '€0.00', '€0.00', '€0.00', '€0.00'],
      ['October 2026', '€150.00', '€0.00', '€0.00', '€25.00'],
      ['November 2026 (this month)', '€50.00', '€0.00', '€50.00 (€50.00 in arrears)', '€0.00'],
      ['December 2026', '€0.00', '€100.00', '€0.00', '€0.00'],
      ['Total', '€200.00', '€100.00', '€50.00', '€25.00'],
    ]);
    // On a phone the table scrolls sideways, and says so.
    expect(
      screen.getByRole('region', { name: 'Payments by month (scrolls sideways)' }),
    ).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Scroll the table sideways to see every column.')).toBeInTheDocument();
    await screen.findByText('Siobhan Murphy');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the members in arrears with what each owes, since when and why', async () => {
    fakePaymentsApi({
      arrears: arrearsPage([
        anArrearsOrder(),
        anArrearsOrder({
          order_id: '1d3c9f57-3b8e-4f5e-8d53-6f7a1b2c3d4e',
          order_seq: 43,
          member: { user_id: 8, first_name: 'Ciarán', last_name: 'Walsh', email: 'c@example.ie' },
          amount_owing: 2750,
          in_arrears_since: null,
          next_attempt_at: '2026-11-12T09:00:00.000Z',
          failed_attempts: 1,
          last_failure_reason: 'Your card has insufficient funds.',
        }),
      ]),
    });
    const { container } = renderBackoffice(<PaymentsPage />, { path: '/payments' });
    const table = await screen.findByRole('table', { name: 'Members in arrears' });
    await within(table).findByText('Siobhan Murphy');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        'Siobhan Murphymember@demo.touchline.test',
        '#42Adult Playing Membership',
        '€50.00',
        '02/11/2026',
        '4 attemptsIn arrears',
        'Your card was declined.',
      ],
      [
        'Ciarán Walshc@example.ie',
        '#43Adult Playing Membership',
        '€27.50',
        '02/11/2026',
        '1 attemptRetries to come',
        'Your card has insufficient funds.',
      ],
    ]);
    expect(screen.getByText('2 orders, €77.50 owing')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so when there is nothing to show', async () => {
    fakePaymentsApi({ summary: EMPTY_SUMMARY, arrears: arrearsPage([]) });
    const { container } = renderBackoffice(<PaymentsPage />, { path: '/payments' });
    expect(await screen.findByText('No payments in these months.')).toBeVisible();
    expect(await screen.findByText('No members are in arrears.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Payments by month' })).not.toBeInTheDocument();
    expect(screen.queryByText(/owing/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers to try again when the months could not be loaded', async () => {
    const api = fakePaymentsApi({ summary: 'fails' });
    renderBackoffice(<PaymentsPage />, { path: '/payments' });
    expect(await screen.findByText('The payments could not be loaded.')).toBeVisible();
    api.answerSummary(aSummary());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Payments by month' })).toBeVisible();
    expect(api.callsTo('summary')).toHaveLength(2);
  });

  it('shows the months chosen', async () => {
    const api = fakePaymentsApi({});
    renderBackoffice(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('table', { name: 'Payments by month' });
    const from = screen.getByRole('combobox', { name: 'From month' });
    const to = screen.getByRole('combobox', { name: 'To month' });
    expect(from).toHaveDisplayValue('September 2026');
    expect(to).toHaveDisplayValue('December 2026');
    await userEvent.selectOptions(from, 'January 2026');
    await userEvent.selectOptions(to, 'March 2026');
    api.answerSummary(aSummary({ from: '2026-01', to: '2026-03' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show months' }));
    await waitFor(() => expect(api.callsTo('summary')).toHaveLength(2));
    expect(Object.fromEntries(api.callsTo('summary')[1]!.query)).toEqual({
      from: '2026-01',
      to: '2026-03',
    });
    expect(await screen.findByRole('table', { name: 'Payments by month' })).toBeVisible();
  });

  it('refuses months the wrong way round before asking for them', async () => {
    const api = fakePaymentsApi({});
    renderBackoffice(<PaymentsPage />, { path: '/payments' });
    await screen.findByRole('table', { name: 'Payments by month' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'From month' }), 'May 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Show months' }));
    expect(await screen.findByText('The first month must not be after the last.')).toBeVisible();
    expect(api.callsTo('summary')).toHaveLength(1);
  });

  it('downloads the payments of the days chosen as a CSV file, from the keyboard too', async () => {
    const api = fakePaymentsApi({ csv: 'Date,Order number\r\n2026-11-02 09:00,42\r\n' });
    const made: Blob[] = [];
    const clicked: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:payments';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    try {
      renderBackoffice(<PaymentsPage />, { path: '/payments' });
      const form = screen.getByRole('heading', { name: 'Export payments' }).parentElement!;
      const from = within(form).getByLabelText(/From/);
      const to = within(form).getByLabelText(/To/);
      await userEvent.clear(from);
      await userEvent.type(from, '2026-11-01');
      await userEvent.clear(to);
      await userEvent.type(to, '2026-11-30');
      // Tab to the button and press it.
      to.focus();
      await userEvent.tab();
      const button = within(form).getByRole('button', { name: 'Download CSV' });
      expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(clicked).toEqual(['payments-2026-11-01-to-2026-11-30.csv']));
      const call = api.callsTo('export')[0]!;
      expect(Object.fromEntries(call.query)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
      expect(await textOf(made[0]!)).toContain('2026-11-02 09:00,42');
    } finally {
      click.mockRestore();
    }
  });

  it('refuses days the wrong way round before asking for them', async () => {
    const api = fakePaymentsApi({});
    renderBackoffice(<PaymentsPage />, { path: '/payments' });
    const form = screen.getByRole('heading', { name: 'Export payments' }).parentElement!;
    const from = within(form).getByLabelText(/From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Download CSV' }));
    expect(
      await within(form).findByText('The first day must not be after the last.'),
    ).toBeVisible();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('export')).toHaveLength(0);
  });
});

describe('the payments screen in Irish', () => {
  beforeAll(() => backofficeMessages.preload('ga'));

  it('shows its headings, months and members in arrears in Irish', async () => {
    fakePaymentsApi({});
    const { store } = renderBackoffice(<PaymentsPage />, { path: '/payments', language: 'ga' });
    // The page's language, which the months' names follow as the catalogue does.
    act(() => {
      registerSlice(languageSlice);
      store.dispatch(languageChosen('ga'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Íocaíochtaí' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Íocaíochtaí de réir míosa' });
    expect(
      within(table).getByRole('rowheader', { name: 'Samhain 2026 (an mhí seo)' }),
    ).toBeVisible();
    expect(within(table).getByText('(€50.00 i riaráistí)', { exact: false })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Bailithe' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Baill i riaráistí' })).toBeVisible();
    await screen.findByText('Siobhan Murphy');
    expect(screen.getByRole('button', { name: 'Íoslódáil CSV' })).toBeVisible();
    expect(screen.queryByText('Members in arrears')).toBeNull();
    expect(screen.queryByText('November 2026')).toBeNull();
    expect(screen.queryByText('Download CSV')).toBeNull();
  });
});
