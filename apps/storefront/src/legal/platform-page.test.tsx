import { screen, within } from '@testing-library/react';
import { ArticlePage } from '../articles/article-page';
import { StorefrontMessages, storefrontMessages } from '../messages/storefront-messages';
import { clubRecord, fakeApi, renderStorefront } from '../testing/render-storefront';

/** A club that has written none of its legal pages, shown at /pages/{slug}. */
function renderMissingPage(slug: string, language: 'en' | 'ga') {
  fakeApi(() => ({ status: 404, body: { message: 'Article not found' } }));
  renderStorefront(
    <StorefrontMessages>
      <ArticlePage />
    </StorefrontMessages>,
    {
      path: `/pages/${slug}`,
      route: '/pages/:slug',
      club: clubRecord({ default_language: language }),
    },
  );
}

describe('the platform’s legal pages', () => {
  beforeAll(() => storefrontMessages.preload('ga'));

  it('shows the cookies policy in English with the club’s name', async () => {
    renderMissingPage('cookies-policy', 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cookies Policy' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This website of Test Gaels uses cookies: small files that your browser keeps for this site. Some are needed for the site to work; the others are used only if you accept them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Choose ‘Refuse cookies’ in the banner/)).toBeInTheDocument();
  });

  it('shows the cookies policy in Irish, the club’s name in its sentence', async () => {
    renderMissingPage('cookies-policy', 'ga');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polasaí Fianán' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Na fianáin a úsáideann an suíomh seo, cén fáth, agus conas do rogha a athrú.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Úsáideann an suíomh gréasáin seo de chuid Test Gaels fianáin:/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Fianáin a theastaíonn ón suíomh' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/Roghnaigh ‘Diúltaigh d’fhianáin’ san fhógra/)).toBeInTheDocument();
    // The page's own texts, without the test's location line.
    expect(
      within(screen.getByRole('article')).queryByText(
        /Cookies|cookies|Your answer|Changing your choice|This website/,
      ),
    ).toBeNull();
  });

  it('shows the privacy policy in Irish, the club’s name in its sentence', async () => {
    renderMissingPage('privacy-policy', 'ga');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polasaí Príobháideachta' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tá Test Gaels freagrach as na sonraí pearsanta a thugann tú ar an suíomh gréasáin seo. Ní úsáideann an club iad ach chun do bhallraíocht, do cheannacháin agus a chumarsáid leat a bhainistiú.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Do chearta' })).toBeInTheDocument();
    expect(screen.getByText(/leis an gCoimisiún um Chosaint Sonraí/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article')).queryByText(
        /Privacy|personal data|What is kept|Your rights|Emails|Data Protection/,
      ),
    ).toBeNull();
  });
});
