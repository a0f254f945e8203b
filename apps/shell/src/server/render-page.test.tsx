/**
 * @jest-environment node
 */
import { fixtureAccount } from '../test/club-account.fixture';
import {
  CLIENT_RENDERED_DIGEST,
  isPrerendered,
  pageStatus,
  remoteOfPage,
  renderShellPage,
} from './render-page';

// On the server, `js-cookie` reads the request's cookies (as in the server build).
jest.mock('js-cookie', () => jest.requireActual('./request-cookies.server'));

const config = { apiBaseUrl: 'http://api.example.test', apiVersion: 'v2', defaultClub: 'demo' };
const request = (overrides: Partial<Parameters<typeof renderShellPage>[0]> = {}) => ({
  hostname: 'riverside.example.test',
  url: '/',
  config,
  club: 'riverside',
  account: fixtureAccount,
  ...overrides,
});

async function render(overrides: Partial<Parameters<typeof renderShellPage>[0]> = {}) {
  const page = await renderShellPage(request(overrides));
  if (!page) throw new Error('Not prerendered');
  return page;
}

describe('the server render of the shell', () => {
  it("sends the club's header: its logo named after it and its menu", async () => {
    const { markup } = await render();
    expect(markup).toContain('<header');
    expect(markup).toContain(`alt="${fixtureAccount.name}"`);
    expect(markup).toContain(`src="${fixtureAccount.logo_image}"`);
    expect(markup).toContain('aria-label="Main"');
    expect(markup).toMatch(/href="\/products\/lotto\/weekly-lotto"[^>]*>Club Lotto</);
    expect(markup).toContain('Skip to content');
    // The bar is not measured yet: its stylesheet keeps what does not fit out of view.
    expect(markup).not.toContain('data-measured');
  });

  it('sends a sign-in link that a club with mandatory SSO can send on to its login', async () => {
    expect((await render({ url: '/pages/about-us' })).markup).toContain(
      'href="/authentication/check-email?origin=appHeader"',
    );
    const quiet = {
      ...fixtureAccount,
      sso: {
        governing_body_id: null,
        mode: 'mandatory' as const,
        sso_button_text: null,
        help_url: null,
      },
    };
    expect((await render({ url: '/pages/about-us?tab=2', account: quiet })).markup).toContain(
      'href="/authentication/check-email?origin=appHeader&amp;redirect=%2Fpages%2Fabout-us%3Ftab%3D2"',
    );
  });

  it("sends the home page's banner: image, title, text and link", async () => {
    const { markup } = await render();
    expect(markup).toContain(`src="${fixtureAccount.layout_image}"`);
    expect(markup).toContain('New season registration is open');
    expect(markup).toContain('Sign up for adult, juvenile and family memberships');
    expect(markup).toContain('Find out more');
  });

  it("sends the page's loading state where its remote goes, for the browser to render", async () => {
    const { markup } = await render({ url: '/news/some-article' });
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toContain(`data-dgst="${CLIENT_RENDERED_DIGEST}"`);
    // The banner is the home page's only.
    expect(markup).not.toContain('New season registration is open');
  });

  it("sends the remote's own server render in its slot, complete, when the page server has it", async () => {
    const html =
      '<!--$--><article><h1>Some article</h1><p>Its text &amp; more.</p></article><!--/$-->';
    const { markup } = await render({
      url: '/news/some-article',
      remotes: { 'storefront/routes': { release: 'r-42', html } },
    });
    // In the page's main landmark, as the remote's root holds it in the browser.
    expect(markup).toContain(
      `tabindex="-1"><!--$--><div data-remote="storefront" data-release="r-42" style="display:contents">${html}</div><!--/$--></main>`,
    );
    expect(markup).not.toContain('aria-busy="true"');
    expect(markup).not.toContain(CLIENT_RENDERED_DIGEST);
    // No script: the page's policy runs none inline.
    expect(markup).not.toContain('<script');
  });

  it("answers 404 for a path of a club's site that no page owns, and 200 for every page", () => {
    const status = (url: string, hostname = 'riverside.example.test') =>
      pageStatus({ hostname, url, config });
    expect(status('/this/page/does-not-exist')).toBe(404);
    expect(status('/newsletter')).toBe(404);
    for (const url of [
      '/',
      '/news/some-article?x=1',
      '/accessibility',
      '/products/shop/12',
      '/error',
      '/su',
    ]) {
      expect([url, status(url)]).toEqual([url, 200]);
    }
    // The member-account area's paths are its app's to judge.
    expect(status('/this/page/does-not-exist', 'myaccount.example.test')).toBe(200);
  });

  it('names the remote whose page a path is', () => {
    expect(remoteOfPage('/news/some-article?x=1')).toBe('storefront');
    expect(remoteOfPage('/products/membership')).toBe('membership');
    expect(remoteOfPage('/error')).toBeNull();
  });

  it("gives the club's colours, name and browser colour for the document", async () => {
    const page = await render();
    expect(page.title).toBe(fixtureAccount.name);
    expect(page.themeColor).toBe(fixtureAccount.theme.color.primary);
    expect(page.rootStyle).toContain(`--club-primary: ${fixtureAccount.theme.color.primary}`);
    expect(page.rootStyle).toMatch(/--club-on-primary: #(000000|ffffff)/);
  });

  it("escapes the club's text", async () => {
    const name = '<script>alert("x")</script> & Co';
    const { markup } = await render({
      account: {
        ...fixtureAccount,
        name,
        logo_image: null,
        banner: { ...fixtureAccount.banner!, title: '<img src=x onerror=alert(1)>' },
      },
    });
    expect(markup).not.toContain('<script>alert');
    expect(markup).not.toContain('<img src=x');
    expect(markup).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows the cookie banner until the visitor has chosen, as their cookie says', async () => {
    expect((await render()).markup).toContain('aria-label="Cookie consent"');
    expect((await render({ cookie: 'cookie_consent=accepted' })).markup).not.toContain(
      'aria-label="Cookie consent"',
    );
  });

  it.each([
    ['an admin area host', { hostname: 'backoffice.example.test' }],
    ['another club than the record', { hostname: 'elsewhere.example.test' }],
    ['a page no remote owns', { url: '/no-such-page' }],
    ["the shell's own pages", { url: '/su' }],
    ['a signed-in visitor', { cookie: 'touchline_session=abc' }],
    ['a visitor with a cart', { cookie: 'a=1; touchline_cart=xyz' }],
    ["the club app's sign-in link", { url: '/?token=abc' }],
    ['a handed-over session', { url: '/products/membership?c=abc' }],
  ])('does not prerender for %s', async (_, overrides) => {
    expect(isPrerendered(request(overrides))).toBe(false);
    await expect(renderShellPage(request(overrides))).resolves.toBeNull();
  });

  it('prerenders the public pages of an anonymous visit', () => {
    for (const url of ['/', '/news/an-article', '/products/membership', '/pages/about-us']) {
      expect(isPrerendered(request({ url, cookie: 'cookie_consent=refused' }))).toBe(true);
    }
  });
});
