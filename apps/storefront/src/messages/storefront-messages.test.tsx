import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessibilityStatement } from '@touchline/contracts';
import {
  clubLoaded,
  clubSlice,
  initStore,
  languageChosen,
  languageSlice,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
  selectNotifications,
} from '@touchline/store';
import type { ReactElement } from 'react';
import { hydrateRemotePage } from '@touchline/federation/testing';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { AccessibilityPage } from '../accessibility/accessibility-page';
import { ArticlePage } from '../articles/article-page';
import { ContactPage } from '../contact/contact-page';
import { EmailActionPage } from '../email-actions/email-action-page';
import { HomePage } from '../home/home-page';
import { resetStorefrontInitialState } from '../content/content-slice';
import { STOREFRONT_PAGE_DATA, type StorefrontPageData } from '../content/page-data';
import StorefrontRoutes from '../routes/storefront-routes';
import { createPageStore, StorefrontServerPage } from '../server/render-page';
import { API, clubRecord, fakeApi, newsItem, renderStorefront } from '../testing/render-storefront';
import { StorefrontMessages, storefrontMessages } from './storefront-messages';

/** A club whose pages are in Irish by default: the wrapper reads the page's language from the store. */
const IRISH_CLUB = clubRecord({ default_language: 'ga' });

function renderInIrish(element: ReactElement, options: { path?: string; route?: string } = {}) {
  return renderStorefront(<StorefrontMessages>{element}</StorefrontMessages>, {
    ...options,
    club: IRISH_CLUB,
  });
}

const STATEMENT: AccessibilityStatement = {
  club_name: 'Test Gaels',
  standard: 'WCAG 2.2 AA',
  conformance: 'full',
  summary: ['Test Gaels wants everyone to be able to use this website.'],
  known_gaps: [],
  club_addition_html: null,
  last_reviewed: '2026-11-29',
  reporting_open: true,
};

describe('the storefront in Irish', () => {
  beforeAll(() => storefrontMessages.preload('ga'));

  it('shows the home page’s news, about-us and sponsors texts in Irish', async () => {
    fakeApi((url) => {
      if (url.pathname === '/v2/store/demo/articles') {
        return { status: 200, body: { items: [1, 2, 3, 4, 5, 6].map(newsItem), total: 9 } };
      }
      if (url.pathname === '/v2/store/demo/articles/about-us') {
        return { status: 200, body: { ...newsItem(99), slug: 'about-us', content: '<p>Us</p>' } };
      }
      if (url.pathname === '/v2/store/demo/sponsors') {
        const sponsor = (id: number) => ({
          id,
          name: `Sponsor ${id}`,
          link: 'https://example.com',
          featured: false,
          image: { filepath: `https://img.test/s${id}.svg`, filename: `s${id}.svg` },
        });
        return { status: 200, body: { items: [1, 2, 3, 4, 5].map(sponsor) } };
      }
      return { status: 404 };
    });
    renderInIrish(<HomePage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'An nuacht is déanaí' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Nuacht á lódáil' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lódáil Tuilleadh' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Léigh Tuilleadh faoi Test Gaels' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ár n-urraitheoirí' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Sponsor 1 (osclaítear i gcluaisín nua é)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Latest news|Load More|Read More|Our sponsors/)).toBeNull();
  });

  it('shows an article page’s date label and share links in Irish', async () => {
    fakeApi(() => ({
      status: 200,
      body: { ...newsItem(3), published_at: '2026-11-20T10:00:00.000Z', content: '<p>R</p>' },
    }));
    renderInIrish(<ArticlePage />, { path: '/news/story-3', route: '/news/:slug' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Story 3' })).toBeInTheDocument();
    expect(screen.getByText(/^Foilsithe/)).toBeInTheDocument();
    const share = within(screen.getByRole('navigation', { name: 'Roinn an t-alt seo' }));
    expect(share.getByText('Roinn:')).toBeInTheDocument();
    expect(
      share.getByRole('link', { name: 'Facebook (osclaítear i gcluaisín nua é)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Published|Share/)).toBeNull();
  });

  it('shows the contact page in Irish, and says in Irish that the message was sent', async () => {
    fakeApi(() => ({ status: 201, body: { id: 1, created_at: '' } }));
    const { store } = renderInIrish(<ContactPage />, { path: '/contact' });

    expect(screen.getByRole('heading', { level: 1, name: 'Teagmháil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aimsigh sinn' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Oscail ar léarscáil (osclaítear i gcluaisín nua é)' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fón/)).toBeInTheDocument();
    expect(screen.getByText('(roghnach)')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Ainm/), 'Nóra');
    await user.type(screen.getByLabelText(/^Sloinne/), 'Ní Bhriain');
    await user.type(screen.getByLabelText(/^Ríomhphost/), 'nora@example.ie');
    await user.type(screen.getByLabelText(/^Teachtaireacht/), 'Cá bhfuil an pháirc?');
    await user.click(screen.getByRole('button', { name: 'Seol' }));
    await waitFor(() =>
      expect(selectNotifications(store.getState()).map((notice) => notice.title)).toContain(
        'Seoladh an teachtaireacht, go raibh maith agat!',
      ),
    );
    expect(screen.queryByText(/^(Contact|Find us|Open in a map)$/)).toBeNull();
  });

  it('says in Irish that a message could not be sent when the API has no text for it', async () => {
    // A 404 has no text of the API's (api-client's errorMessageOf): the storefront's own shows.
    fakeApi(() => ({ status: 404 }));
    const { store } = renderInIrish(<ContactPage />, { path: '/contact' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Ainm/), 'Nóra');
    await user.type(screen.getByLabelText(/^Sloinne/), 'Ní Bhriain');
    await user.type(screen.getByLabelText(/^Ríomhphost/), 'nora@example.ie');
    await user.type(screen.getByLabelText(/^Teachtaireacht/), 'Cá bhfuil an pháirc?');
    await user.click(screen.getByRole('button', { name: 'Seol' }));
    await waitFor(() =>
      expect(selectNotifications(store.getState()).map((notice) => notice.title)).toContain(
        'Tharla earráid',
      ),
    );
  });

  it('shows the accessibility statement and its report form in Irish', async () => {
    fakeApi((url) =>
      url.pathname.endsWith('/accessibility-statement')
        ? { status: 200, body: STATEMENT }
        : { status: 404 },
    );
    renderInIrish(<AccessibilityPage />, { path: '/accessibility' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Ráiteas inrochtaineachta' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Is do shuíomh gréasáin Test Gaels an ráiteas seo.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'tógadh agus tástáladh an suíomh gréasáin seo chun cloí le WCAG 2.2 AA.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'An t-athbhreithniú deireanach' }),
    ).toBeInTheDocument();
    expect(screen.getByText('29 Samhain 2026')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Tuairiscigh fadhb inrochtaineachta' }));
    expect(form.getByLabelText(/^Cad faoi a bhfuil an fhadhb/)).toBeInTheDocument();
    expect(form.getByRole('option', { name: 'Roghnaigh ceann' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Seol an tuairisc' })).toBeInTheDocument();
    expect(screen.queryByText(/Accessibility statement|Report a problem|Last review/)).toBeNull();
  });

  it('answers an email link in Irish, saved or failed', async () => {
    fakeApi(() => ({ status: 200, body: { saved: true } }));
    renderInIrish(<EmailActionPage />, {
      path: '/recurring-email-status?email_id=12&member_id=34&opt_out=false',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Do fhreagra á shábháil…');
    expect(
      await screen.findByText(
        'Sábháladh do fhreagra. Leanfaidh tú ag fáil ríomhphost ón bpost uathoibríoch seo.',
      ),
    ).toBeInTheDocument();
  });

  it('says in Irish that a malformed email link could not be answered', async () => {
    fakeApi(() => ({ status: 200, body: { saved: true } }));
    renderInIrish(<EmailActionPage />, { path: '/unsubscribe-lotto-friend-email?id=x' });
    expect(
      await screen.findByText('Tharla earráid agus do fhreagra á shábháil, bain triail eile as!'),
    ).toBeInTheDocument();
  });
});

describe('an Irish page the server rendered', () => {
  const config = { apiBaseUrl: API, apiVersion: 'v2' };
  let consoleError: jest.SpyInstance;

  beforeAll(() => storefrontMessages.preload('ga'));
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    document.getElementById(STOREFRONT_PAGE_DATA)?.remove();
    document.body.innerHTML = '';
    resetStorefrontInitialState();
    consoleError.mockRestore();
  });

  it('is taken over by the browser in Irish as it stands', async () => {
    const data: StorefrontPageData = {
      release: 'test',
      pageUrl: 'http://localhost/',
      home: {
        news: { items: [1, 2, 3, 4, 5, 6].map(newsItem), total: 8 },
        aboutUs: null,
        sponsors: [],
      },
    };
    // The page server's render for a visitor who chose Irish…
    const server = (
      <StorefrontServerPage
        store={createPageStore({ account: clubRecord(), config, language: 'ga' }, data)}
        url="/"
        pageUrl={data.pageUrl}
      />
    );
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = STOREFRONT_PAGE_DATA;
    block.textContent = JSON.stringify(data);
    document.head.append(block);
    resetStorefrontInitialState();
    // …and the browser's store, with the choice the host read from the cookie.
    resetStoreForTests();
    const store = initStore({ context: { config } });
    registerSlice(clubSlice);
    registerSlice(notificationsSlice);
    registerSlice(languageSlice);
    store.dispatch(clubLoaded(clubRecord()));
    store.dispatch(languageChosen('ga'));
    const calls = fakeApi(() => ({ status: 500 }));

    const page = await hydrateRemotePage({
      remote: 'storefront',
      server,
      browser: (
        <Provider store={store}>
          <MemoryRouter initialEntries={['/']}>
            <StorefrontRoutes />
          </MemoryRouter>
        </Provider>
      ),
      keep: 'h2 a',
    });
    expect(page.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(page.container.querySelector('h2 a')).toBe(page.kept);
    expect(
      screen.getByRole('heading', { level: 1, name: 'An nuacht is déanaí' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lódáil Tuilleadh' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await page.unmount();
  });
});
