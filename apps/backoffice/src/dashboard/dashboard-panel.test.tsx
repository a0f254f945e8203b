import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackofficeDashboard } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice } from '@touchline/store';
import { axe } from 'jest-axe';
import { act } from 'react';
import { BackofficeHome } from '../home/backoffice-home';
import { backofficeMessages } from '../messages/backoffice-messages';
import { anAdmin, renderBackoffice } from '../testing/render-backoffice';
import { DashboardPanel } from './dashboard-panel';

function aDashboard(season = 2027): BackofficeDashboard {
  return {
    season,
    current_season: 2027,
    members: { this_season: 1240, last_season: 1180, change: 60 },
    programs: [
      {
        program_id: 2,
        program: 'Juvenile Academy',
        this_season: 412,
        last_season: 430,
        change: -18,
      },
      { program_id: 3, program: 'Adult Football', this_season: 96, last_season: 96, change: 0 },
    ],
    age_groups: [
      { age_group: 'U10', this_season: 130, last_season: 118, change: 12 },
      { age_group: 'Adult', this_season: 1100, last_season: 1050, change: 50 },
    ],
    weeks: [
      { week: '2026-W36', starts_on: '2026-08-31', registrations: 14 },
      { week: '2026-W37', starts_on: '2026-09-07', registrations: 0 },
      { week: '2026-W38', starts_on: '2026-09-14', registrations: 7 },
    ],
    draws: [
      {
        draw_id: 9,
        product: 'Club Lotto',
        draw_at: '2026-11-29T20:00:00.000Z',
        status: 'drawn',
        entries: 1523,
      },
    ],
  };
}

/** The dashboard's call over `fetch`, answering for the season asked. */
function fakeDashboardApi() {
  const seen: URL[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    seen.push(url);
    const found = url.pathname === '/v2/backoffice/dashboard';
    const season = Number(url.searchParams.get('season') ?? 2027);
    const text = JSON.stringify(found ? aDashboard(season) : { message: 'Not found' });
    return { ok: found, status: found ? 200 : 404, text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return { seen };
}

beforeAll(() => backofficeMessages.preload('ga'));

describe('the dashboard', () => {
  it('shows members by programme and age group against last season, weeks and draws', async () => {
    fakeDashboardApi();
    const { container } = renderBackoffice(<DashboardPanel />);
    const programmes = await screen.findByRole('table', {
      name: 'Members by programme, 2027 against 2026',
    });
    const academy = within(programmes).getByRole('rowheader', { name: 'Juvenile Academy' });
    expect(academy.closest('tr')).toHaveTextContent('Juvenile Academy412430-18');
    expect(within(academy.closest('tr')!).getByText('-18')).toBeVisible();
    expect(
      within(programmes)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Programme', '2027', '2026', 'Change']);
    const ages = screen.getByRole('table', { name: 'Members by age group, 2027 against 2026' });
    expect(
      within(ages).getByRole('rowheader', { name: 'Under 10' }).closest('tr'),
    ).toHaveTextContent('130118+12');
    expect(within(ages).getByRole('rowheader', { name: 'Adult' }).closest('tr')).toHaveTextContent(
      '1,1001,050+50',
    );
    expect(screen.getByText('1,240 members in 2027, 1,180 in 2026 (+60).')).toBeVisible();
    expect(screen.getByText('21 registrations this season so far.')).toBeVisible();
    const weeks = screen.getByRole('table', { name: 'New registrations per week, season 2027' });
    expect(
      within(weeks).getByRole('rowheader', { name: 'Week 37, from 7 Sept 2026' }).closest('tr'),
    ).toHaveTextContent('0');
    expect(
      within(weeks).getByRole('rowheader', { name: 'Week 36, from 31 Aug 2026' }).closest('tr'),
    ).toHaveTextContent('14');
    const draws = screen.getByRole('table', { name: 'Lotto entries per draw, latest draws' });
    const draw = within(draws).getByRole('rowheader', { name: 'Club Lotto' }).closest('tr')!;
    expect(draw).toHaveTextContent('Drawn');
    expect(draw).toHaveTextContent('1,523');
    expect(draw).toHaveTextContent('29 Nov 2026');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the season chosen by keyboard', async () => {
    const api = fakeDashboardApi();
    renderBackoffice(<DashboardPanel />);
    const season = await screen.findByRole('combobox', { name: 'Season' });
    expect(season).toHaveValue('2027');
    await userEvent.selectOptions(season, '2026');
    expect(
      await screen.findByRole('table', { name: 'Members by programme, 2026 against 2025' }),
    ).toBeVisible();
    expect(api.seen.at(-1)?.searchParams.get('season')).toBe('2026');
  });

  it('says when the numbers could not be loaded', async () => {
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 500,
      text: async () => JSON.stringify({ message: 'Down' }),
    })) as unknown as typeof fetch;
    renderBackoffice(<DashboardPanel />);
    expect(
      await screen.findByText('The dashboard could not be loaded. Please try again later.'),
    ).toBeVisible();
  });
});

describe('the back-office home', () => {
  it('opens on the dashboard for an Admin, before the tools', async () => {
    fakeDashboardApi();
    const { container } = renderBackoffice(<BackofficeHome />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Club dashboard' })).toBeVisible();
    expect(await screen.findByRole('table', { name: /Members by programme/ })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Tools' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leaves it out for an Editor', async () => {
    const api = fakeDashboardApi();
    const roles = ['Editor'] as const;
    renderBackoffice(<BackofficeHome />, {
      user: anAdmin({
        roles: [...roles],
        accounts: [{ account_id: 1, slug: 'demo', name: 'Demo GAA', roles: [...roles] }],
      }),
    });
    expect(await screen.findByRole('link', { name: 'News' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Club dashboard' })).toBeNull();
    expect(api.seen).toEqual([]);
  });
});

describe('the dashboard in Irish', () => {
  it('shows its tables, sentences and dates in Irish', async () => {
    fakeDashboardApi();
    const { store } = renderBackoffice(<DashboardPanel />, { language: 'ga' });
    act(() => {
      registerSlice(languageSlice);
      store.dispatch(languageChosen('ga'));
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Painéal an chlub' })).toBeVisible();
    const programmes = await screen.findByRole('table', {
      name: 'Baill de réir cláir, 2027 i gcomparáid le 2026',
    });
    expect(
      within(programmes)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Clár', '2027', '2026', 'Athrú']);
    expect(screen.getByText('Líon na mball in 2027: 1,240; in 2026: 1,180 (+60).')).toBeVisible();
    expect(screen.getByText('Clárúcháin an tséasúir seo go dtí seo: 21.')).toBeVisible();
    const weeks = screen.getByRole('table', {
      name: 'Clárúcháin nua in aghaidh na seachtaine, séasúr 2027',
    });
    expect(
      within(weeks).getByRole('rowheader', { name: 'Seachtain 37, ó 7 MFómh 2026' }),
    ).toBeVisible();
    const draw = screen.getByRole('rowheader', { name: 'Club Lotto' }).closest('tr')!;
    expect(draw).toHaveTextContent('Tarraingthe');
    expect(draw).toHaveTextContent('29 Samh 2026');
    expect(screen.getByRole('combobox', { name: 'Séasúr' })).toHaveValue('2027');
    expect(screen.queryByText(/registrations|Members by/)).not.toBeInTheDocument();
  });
});
