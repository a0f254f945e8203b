import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { aList, fakeEmailsApi } from '../testing/fake-emails-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { DistributionListsPage } from './distribution-lists-page';

const PATH = '/emails/distribution-lists';

const twelveLists = () =>
  Array.from({ length: 12 }, (_, i) =>
    aList(i + 1, `List ${String(i + 1).padStart(2, '0')}`, { recipients: (i * 7) % 12 }),
  );

const table = () => screen.getByRole('table', { name: 'Email distribution lists' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => setWidth(1024));

describe('the distribution lists page', () => {
  it('lists the club’s lists with their template, audience, status and last change', async () => {
    fakeEmailsApi([
      aList(1, 'Weekly lotto results', {
        audience: 'updates_subscribers',
        frequency: 'weekly',
        recipients: 3,
        updated_at: '2026-11-20T10:00:00.000Z',
        template: { template_id: 1, name: 'Lotto results' },
      }),
      aList(2, 'Summer camp 2026', { email_status: 'inactive', frequency: 'once' }),
    ]);
    const { container } = renderBackoffice(<DistributionListsPage />, { path: PATH });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Email distribution lists' }),
    ).toBeVisible();
    const lotto = (await screen.findByRole('link', { name: 'Weekly lotto results' })).closest('tr');
    expect(lotto).not.toBeNull();
    expect(
      within(lotto as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Weekly lotto results',
      'Lotto results',
      'Members who asked for updates',
      'Weekly',
      '3',
      'Active',
      '20/11/2026',
      'WriteDeactivate',
    ]);
    expect(screen.getByRole('link', { name: 'Weekly lotto results' })).toHaveAttribute(
      'href',
      '/emails/distribution-lists/1',
    );
    expect(screen.getByRole('button', { name: 'Activate Summer camp 2026' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New list' })).toHaveAttribute(
      'href',
      '/emails/distribution-lists/new',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('pages through the lists ten at a time, or as many as chosen', async () => {
    const user = userEvent.setup();
    const api = fakeEmailsApi(twelveLists());
    renderBackoffice(<DistributionListsPage />, { path: PATH });
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByText('1 – 10 of 12')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toEqual(['List 11', 'List 12']));
    expect(screen.getByText('11 – 12 of 12')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?page=2`);
    expect(
      api.callsTo('GET', '/backoffice/emails/distribution-lists').at(-1)?.query.get('page'),
    ).toBe('2');
    await user.selectOptions(screen.getByLabelText('Items per page:'), '25');
    await waitFor(() => expect(names()).toHaveLength(12));
  });

  it('searches by name after a pause in typing, back on page 1', async () => {
    const user = userEvent.setup();
    const api = fakeEmailsApi([
      aList(1, 'Membership renewals 2027'),
      aList(2, 'Outstanding payments'),
      aList(3, 'Weekly lotto results'),
    ]);
    renderBackoffice(<DistributionListsPage />, { path: `${PATH}?page=2` });
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'LOTTO');
    await waitFor(() => expect(names()).toEqual(['Weekly lotto results']), { timeout: 3000 });
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?filter=LOTTO`);
    const searches = api
      .callsTo('GET', '/backoffice/emails/distribution-lists')
      .map((call) => call.query.get('search'));
    // One request for the whole word, none for each letter.
    expect(searches.filter((search) => search !== null)).toEqual(['LOTTO']);
  });

  it('filters by status and clears the filters again', async () => {
    const user = userEvent.setup();
    fakeEmailsApi([aList(1, 'Active list'), aList(2, 'Old list', { email_status: 'inactive' })]);
    renderBackoffice(<DistributionListsPage />, { path: PATH });
    await screen.findByRole('link', { name: 'Old list' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(names()).toEqual(['Old list']));
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?email_status=inactive`);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names()).toEqual(['Active list', 'Old list']));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('sorts a column descending, then ascending, then back to the default order', async () => {
    const user = userEvent.setup();
    fakeEmailsApi([
      aList(1, 'Alpha', { recipients: 5 }),
      aList(2, 'Bravo', { recipients: 40 }),
      aList(3, 'Charlie', { recipients: 12 }),
    ]);
    renderBackoffice(<DistributionListsPage />, { path: PATH });
    await screen.findByRole('link', { name: 'Alpha' });
    const header = screen.getByRole('columnheader', { name: /Recipients/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Bravo', 'Charlie', 'Alpha']));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('where')).toHaveTextContent('sort=recipients&sort_direction=desc');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Alpha', 'Charlie', 'Bravo']));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Alpha', 'Bravo', 'Charlie']));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${PATH}$`));
  });

  it('deactivates a list after a confirm, and says so', async () => {
    const user = userEvent.setup();
    const api = fakeEmailsApi([aList(1, 'Outstanding payments')]);
    const { noticesShown } = renderBackoffice(<DistributionListsPage />, { path: PATH });
    await user.click(
      await screen.findByRole('button', { name: 'Deactivate Outstanding payments' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate "Outstanding payments"?' });
    expect(dialog).toHaveTextContent(
      'Members on this list will receive no more emails from it until you activate it again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      api.callsTo('PATCH', '/backoffice/emails/distribution-lists/deactivate')[0]?.body,
    ).toEqual({ email_distribution_list_id: 1, email_status: 'inactive' });
    const row = screen
      .getByRole('link', { name: 'Outstanding payments' })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('Inactive')).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'Activate Outstanding payments' }),
    ).toBeVisible();
    expect(noticesShown()).toContainEqual({
      type: 'success',
      title: 'The distribution list has been deactivated.',
    });
  });

  it('keeps the list as it was when the change is cancelled or refused', async () => {
    const user = userEvent.setup();
    const api = fakeEmailsApi([aList(1, 'Outstanding payments')]);
    const { noticesShown } = renderBackoffice(<DistributionListsPage />, { path: PATH });
    const deactivate = await screen.findByRole('button', {
      name: 'Deactivate Outstanding payments',
    });
    await user.click(deactivate);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH', '/backoffice/emails/distribution-lists/deactivate')).toHaveLength(
      0,
    );

    api.refuse('PATCH /v2/backoffice/emails/distribution-lists/deactivate', {
      status: 403,
      body: { message: 'Only club admins and owners can do this.' },
    });
    await user.click(deactivate);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'danger',
        title: 'Only club admins and owners can do this.',
      }),
    );
    const row = deactivate.closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeVisible();
  });

  it('says when nothing matches, and when the lists cannot be fetched', async () => {
    const user = userEvent.setup();
    const api = fakeEmailsApi([aList(1, 'Outstanding payments')]);
    const { noticesShown } = renderBackoffice(<DistributionListsPage />, { path: PATH });
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(await screen.findByText('No distribution lists found')).toBeVisible();
    api.refuse('GET /v2/backoffice/emails/distribution-lists', { status: 500 });
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({ type: 'danger', title: 'An error has occurred' }),
    );
  });

  it('adds the next lists as the page scrolls on smaller screens', async () => {
    setWidth(600);
    fakeEmailsApi(twelveLists());
    renderBackoffice(<DistributionListsPage />, { path: PATH });
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    // The window reaches the bottom of the page (jsdom lays nothing out: every height is 0).
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(names().slice(-2)).toEqual(['List 11', 'List 12']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers "Load more" on smaller screens for keyboard users', async () => {
    setWidth(600);
    const user = userEvent.setup();
    fakeEmailsApi(twelveLists());
    renderBackoffice(<DistributionListsPage />, { path: PATH });
    await waitFor(() => expect(names()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(12));
  });
});
