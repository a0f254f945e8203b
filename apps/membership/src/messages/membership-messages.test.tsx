import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Program } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice } from '@touchline/store';
import { LottoPage } from '../lotto/lotto-page';
import { resetMembershipPageDataTaken } from '../membership/state/membership-context';
import {
  MEMBERSHIP_PAGE_DATA,
  resetMembershipPageData,
  type MembershipPageData,
} from '../membership/state/page-data';
import { selectPlan, storeSelection } from '../membership/selection/selection';
import { juvenileForms } from '../membership/testing/forms';
import { adult, juvenile } from '../membership/testing/products';
import {
  API,
  clubRecord,
  fakeApi,
  renderMembership,
} from '../membership/testing/render-membership';
import MembershipRoutes from '../routes/membership-routes';
import { createPageStore, MembershipPage } from '../server/render-page';
import { hydrateServerPage, writePageData } from '../testing/hydrate-server-page';
import { lottoProduct } from '../testing/product-fixtures';
import {
  catalogueHandler,
  clubRecord as productClub,
  fakeFetch,
  renderProductPage,
} from '../testing/render-products';
import { MembershipMessages, membershipMessages } from './membership-messages';

const programme = (id: number, title: string): Program => ({
  program_id: id,
  title,
  description: `${title} for everyone.`,
  status: 'active',
  starts_on: null,
  ends_on: null,
});

const list = (data: unknown[]) => ({
  body: { data, current_page: 1, per_page: 1000, total: data.length },
});

function serveMembership() {
  return fakeApi({
    'GET /store/demo/programs': list([programme(1, 'Membership 2027')]),
    'GET /store/demo/products/plans/discounts': { body: { data: [] } },
    'GET /store/demo/products': list([adult]),
  });
}

// The shell loads a page's catalogues before it takes the page over; so do these tests.
beforeAll(() => membershipMessages.preload('ga'));
beforeEach(() => localStorage.clear());

describe('the membership page in Irish', () => {
  it('shows the programmes, a plan card and the summary in Irish once the visitor chose Irish', async () => {
    serveMembership();
    const user = userEvent.setup();
    const { store } = renderMembership(<MembershipRoutes />);
    act(() => {
      registerSlice(languageSlice);
      store.dispatch(languageChosen('ga'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roghnaigh pleananna ó na cláir' }),
    ).toBeInTheDocument();
    // A single programme opens by itself.
    const card = await screen.findByRole('article', { name: adult.name });
    expect(within(card).getByText('Bailí go dtí 31/12/27')).toBeInTheDocument();
    expect(
      within(card).getByRole('group', { name: `Áiteanna do ${adult.name}` }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `Roghnaigh ${adult.name}` }));
    expect(within(card).getByText('Roghnaithe (1)')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Achoimre' });
    expect(within(summary).getByText('Pleananna: 1, beartanna: 0')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Ar aghaidh' })).toBeEnabled();
    expect(
      screen.queryByText(/Select plans from the programmes|Valid until|Summary|Continue/),
    ).not.toBeInTheDocument();
  });
});

describe('the registration step in Irish', () => {
  it('shows the forms to fill in and the sign-in prompt in Irish', async () => {
    const selected = selectPlan([], juvenile);
    if (!selected.ok) throw new Error(selected.message);
    storeSelection(selected.selecteds);
    fakeApi({
      'GET /store/demo/programs': list([]),
      'GET /store/demo/products/plans/discounts': { body: { data: [] } },
      [`GET /store/demo/products/plans/${juvenile.product_id}/form`]: { body: juvenileForms },
    });
    renderMembership(<MembershipRoutes />, {
      path: '/products/membership/details',
      club: clubRecord({ default_language: 'ga' }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Líon isteach na foirmeacha cláraithe',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Cuir Sonraí Leis don tuismitheoir / caomhnóir' }),
    ).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Ógánach' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Pleananna le clárú' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Logáil isteach nó Cruthaigh cuntas' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cuir sa Chiseán' })).toBeDisabled();
    expect(
      screen.queryByText(/Fill in registration forms|Add Details|Add To Cart/),
    ).not.toBeInTheDocument();
  });
});

describe('the lotto page in Irish', () => {
  it('asks the age, then lets the visitor pick numbers with Irish texts', async () => {
    fakeFetch(catalogueHandler([lottoProduct()]));
    renderProductPage(
      <MembershipMessages>
        <LottoPage />
      </MembershipMessages>,
      {
        path: '/products/lotto/club-lotto',
        route: '/products/lotto/:slug',
        club: productClub({ default_language: 'ga' }),
      },
    );
    expect(screen.getByText('Deimhnigh, le do thoil')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tá, tá mé os cionn 18' }));
    const line = await screen.findByRole('group', { name: 'Líne 1' });
    expect(within(line).getByText('Roghnaigh 4 uimhir ó 1 go 28')).toBeInTheDocument();
    await userEvent.click(within(line).getByRole('button', { name: 'Uimhir 3' }));
    expect(within(line).getByText('Líne 1: 3. 3 eile le roghnú.')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Roghnú tapa do líne 1' })).toBeEnabled();
    expect(within(line).getByRole('button', { name: 'Glan líne 1' })).toBeEnabled();
    expect(screen.getByText('An chéad chrannchur eile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'D’iontráil' })).toBeInTheDocument();
    expect(screen.getByText('1 líne do 1 chrannchur')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cuir sa chiseán' })).toBeDisabled();
    expect(screen.getByText('Líon gach líne chun an iontráil a chur leis.')).toBeInTheDocument();
    expect(
      screen.queryByText(
        /^(Pick 4 numbers from 1 to 28|Your entry|Next draw|Add to cart|Line 1: nothing picked.*)$/,
      ),
    ).not.toBeInTheDocument();
  });
});

describe('a membership page the server rendered in Irish', () => {
  const DATA: MembershipPageData = {
    release: 'test',
    club: 'demo',
    programmes: [programme(1, 'Membership 2027'), programme(2, 'Academy 2027')],
    discounts: [],
    products: {},
  };
  const config = { apiBaseUrl: API, apiVersion: 'v2' };

  afterEach(() => {
    document.getElementById(MEMBERSHIP_PAGE_DATA)?.remove();
    document.body.innerHTML = '';
  });

  it('is taken over in Irish as it stands, without a hydration error', async () => {
    resetMembershipPageData();
    resetMembershipPageDataTaken();
    writePageData(DATA);
    serveMembership();
    const consoleError = jest.spyOn(console, 'error');
    const page = await hydrateServerPage({
      page: (
        <MembershipPage
          store={createPageStore({ account: clubRecord(), config, language: 'ga' })}
          url="/products/membership"
          data={DATA}
        />
      ),
      url: '/products/membership',
      account: clubRecord(),
      config,
      awaiting: 'h1',
      language: 'ga',
    });
    try {
      expect(page.errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(page.container.querySelector('h1')).toBe(page.server);
      expect(page.server).toHaveTextContent('Roghnaigh pleananna ó na cláir');
      expect(screen.getByText('Níl aon phlean roghnaithe fós')).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
      await page.unmount();
    }
  });
});
