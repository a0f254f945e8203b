import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberExportRecord, MemberRegisterPage, RegisterMember } from '@touchline/contracts';
import { axe } from 'jest-axe';
import { backofficeMessages } from '../messages/backoffice-messages';
import { renderBackoffice } from '../testing/render-backoffice';
import { MembersPage } from './members-page';

const COLUMNS = [
  { key: '3:301', form: 'Juvenile member', question: 'School', medical: false },
  { key: '3:311', form: 'Juvenile member', question: 'Please give details', medical: true },
];

function aMember(overrides: Partial<RegisterMember> = {}): RegisterMember {
  return {
    member_id: 5,
    first_name: 'Aoife',
    last_name: 'Murphy',
    email: null,
    date_of_birth: '2018-06-01',
    kind: 'juvenile',
    age_group: 'U10',
    memberships: [
      {
        order_item_id: 3,
        plan_id: 7,
        plan: 'Juvenile Membership',
        program_id: 2,
        program: 'Juvenile Academy 2027',
        season: 2027,
        valid_from: '2027-01-01',
        valid_to: '2027-12-31',
        payment_state: 'instalments_due',
      },
    ],
    payment_state: 'instalments_due',
    household: [{ member_id: 2, name: 'Siobhan Murphy', relation: 'Guardian' }],
    answers: { '3:301': 'Scoil Mhuire', '3:311': 'Asthma: inhaler in bag' },
    ...overrides,
  };
}

function aPage(overrides: Partial<MemberRegisterPage> = {}): MemberRegisterPage {
  const items = overrides.items ?? [aMember()];
  return {
    items,
    total: items.length,
    current_page: 1,
    per_page: 25,
    from: items.length ? 1 : null,
    to: items.length ? items.length : null,
    season: 2027,
    columns: COLUMNS,
    medical_included: true,
    programs: [{ program_id: 2, title: 'Juvenile Academy 2027' }],
    plans: [{ plan_id: 7, name: 'Juvenile Membership' }],
    ...overrides,
  };
}

const AN_EXPORT: MemberExportRecord = {
  export_id: 1,
  exported_by: 'Rita Registrar (registrar@demo.touchline.test)',
  exported_at: '2026-11-30T10:00:00.000Z',
  filters: { season: 2027, age_group: 'U10' },
  medical_included: true,
  row_count: 12,
};

/** The register's calls over `fetch`, answering from what the test gives. */
function fakeMembersApi(answers: { page?: MemberRegisterPage; exports?: MemberExportRecord[] }) {
  const seen: URL[] = [];
  let exports = answers.exports ?? [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    seen.push(url);
    let body: unknown = { message: 'Not found' };
    let status = 200;
    if (url.pathname === '/v2/backoffice/members') body = answers.page ?? aPage();
    else if (url.pathname === '/v2/backoffice/members/exports') body = { data: exports };
    else if (url.pathname === '/v2/backoffice/members/export') {
      exports = [AN_EXPORT, ...exports];
      return {
        ok: true,
        status: 200,
        blob: async () => new Blob(['First name\r\n'], { type: 'text/csv' }),
        text: async () => 'First name\r\n',
      } as Response;
    } else status = 404;
    const text = JSON.stringify(body);
    return { ok: status < 300, status, text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return {
    callsTo: (path: string) => seen.filter((url) => url.pathname === `/v2/backoffice/${path}`),
  };
}

describe('the Members screen', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:members');
    URL.revokeObjectURL = jest.fn();
  });

  it('lists the members with their memberships, household, payment state and answers', async () => {
    fakeMembersApi({ exports: [AN_EXPORT] });
    const { container } = renderBackoffice(<MembersPage />, { path: '/members' });
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Member register' });
    const row = (await within(table).findByText('Aoife Murphy')).closest('tr')!;
    expect(row).toHaveTextContent('Under 10');
    expect(row).toHaveTextContent('Juvenile Membership (2027)');
    expect(row).toHaveTextContent('Siobhan Murphy (guardian)');
    expect(row).toHaveTextContent('Instalments due');
    await userEvent.click(within(row).getByText('2 answers'));
    expect(within(row).getByText('Asthma: inhaler in bag')).toBeVisible();
    expect(within(row).getByText('(medical)')).toBeVisible();
    expect(screen.getByText(/Medical answers are shown and exported/)).toBeVisible();
    expect(
      await screen.findByText(/Rita Registrar .* Season 2027, Under 10 · 12 members, with medical/),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says medical answers are not part of a role that may not read them', async () => {
    fakeMembersApi({
      page: aPage({
        columns: COLUMNS.filter((column) => !column.medical),
        medical_included: false,
        items: [aMember({ answers: { '3:301': 'Scoil Mhuire' } })],
      }),
    });
    renderBackoffice(<MembersPage />, { path: '/members' });
    expect(await screen.findByText(/Medical answers are not part of your role/)).toBeVisible();
    expect(await screen.findByText('1 answer')).toBeVisible();
    expect(screen.queryByText('(medical)')).not.toBeInTheDocument();
    expect(await screen.findByText('No exports yet.')).toBeVisible();
  });

  it('asks for the filters chosen and exports what they show', async () => {
    const api = fakeMembersApi({});
    renderBackoffice(<MembersPage />, { path: '/members' });
    await screen.findByText('Aoife Murphy');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name or email' }), 'murphy');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '2027');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age group' }), 'Under 10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'In arrears');
    await userEvent.click(screen.getByRole('button', { name: 'Show members' }));
    await waitFor(() => expect(api.callsTo('members').length).toBeGreaterThan(1));
    const last = api.callsTo('members').at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      q: 'murphy',
      season: '2027',
      age_group: 'U10',
      payment_state: 'in_arrears',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.callsTo('members/export')).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo('members/export')[0]!.searchParams)).toMatchObject({
      q: 'murphy',
      age_group: 'U10',
    });
    expect(await screen.findByText(/Rita Registrar/)).toBeVisible();
  });

  it('says so when no member matches', async () => {
    fakeMembersApi({ page: aPage({ items: [] }) });
    const { container } = renderBackoffice(<MembersPage />, { path: '/members' });
    expect(await screen.findByText('No members match these filters.')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the Members screen in Irish', () => {
  beforeAll(() => backofficeMessages.preload('ga'));

  it('shows the register, its filters and the recent exports in Irish', async () => {
    fakeMembersApi({ exports: [AN_EXPORT] });
    renderBackoffice(<MembersPage />, { path: '/members', language: 'ga' });
    expect(screen.getByRole('heading', { level: 1, name: 'Baill' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Clár na mball' });
    const row = (await within(table).findByText('Aoife Murphy')).closest('tr')!;
    expect(row).toHaveTextContent('Faoi 10');
    expect(row).toHaveTextContent('Siobhan Murphy (caomhnóir)');
    expect(row).toHaveTextContent('Tráthchodanna dlite');
    expect(within(row).getByText('2 fhreagra')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Taispeáin na baill' })).toBeVisible();
    expect(
      await screen.findByText(
        /Rita Registrar .* Séasúr 2027, Faoi 10 · 12 ball, le freagraí leighis/,
      ),
    ).toBeVisible();
    expect(screen.queryByText('Member register')).toBeNull();
    expect(screen.queryByText('Under 10')).toBeNull();
    expect(screen.queryByText(/Medical answers/)).toBeNull();
  });
});
