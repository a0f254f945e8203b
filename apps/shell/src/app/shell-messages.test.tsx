import { screen, within } from '@testing-library/react';
import { languageChosen, languageSlice, registerSlice } from '@touchline/store';
import { accountWith } from '../test/club-account.fixture';
import { renderWithStore } from '../test/render-with-store';
import { CookieBanner } from '../features/cookie-banner/cookie-banner';
import { Footer } from '../features/footer/footer';
import { LanguageSwitch } from '../features/header/language-switch';
import { shellMessages } from './shell-messages';

function inIrish(subject: React.ReactElement) {
  return <shellMessages.Messages language="ga">{subject}</shellMessages.Messages>;
}

describe('the shell in Irish', () => {
  beforeAll(() => shellMessages.preload('ga'));

  it("shows the footer's and the cookie banner's texts in Irish", () => {
    renderWithStore(
      inIrish(
        <>
          <CookieBanner />
          <Footer />
        </>,
      ),
    );
    const footer = within(screen.getByRole('navigation', { name: 'Buntásc' }));
    expect(footer.getByRole('link', { name: 'Baile' })).toHaveAttribute('href', '/');
    expect(footer.getByRole('link', { name: 'Teagmháil' })).toHaveAttribute('href', '/contact');
    expect(footer.getByRole('link', { name: 'Inrochtaineacht' })).toBeInTheDocument();
    expect(screen.getByText(/Á chumhachtú ag/)).toBeInTheDocument();
    const banner = within(screen.getByRole('region', { name: 'Toiliú le fianáin' }));
    expect(banner.getByRole('button', { name: 'Tuigim' })).toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'Diúltaigh d’fhianáin' })).toBeInTheDocument();
    expect(screen.queryByText(/Cookies Policy|Powered by|Accessibility/)).not.toBeInTheDocument();
  });
});

describe('the language switch', () => {
  const switchIn = (chosen: string | null, account = accountWith({})) =>
    renderWithStore(<LanguageSwitch />, {
      account,
      route: '/news/match?x=1',
      beforeRender: (store) => {
        registerSlice(languageSlice);
        store.dispatch(languageChosen(chosen));
      },
    });

  it('offers Irish, named in Irish, on an English page, and comes back to the same page', () => {
    switchIn(null);
    const link = screen.getByRole('link', { name: 'Gaeilge' });
    expect(link).toHaveAttribute('lang', 'ga');
    expect(link).toHaveAttribute('href', '/language?to=ga&return=%2Fnews%2Fmatch%3Fx%3D1');
  });

  it("offers English on a page in Irish, the visitor's choice or the club's", () => {
    switchIn('ga');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it("offers English where the club's site is in Irish by default", () => {
    switchIn(null, accountWith({ default_language: 'ga' }));
    expect(screen.getByRole('link', { name: 'English' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gaeilge' })).not.toBeInTheDocument();
  });
});
