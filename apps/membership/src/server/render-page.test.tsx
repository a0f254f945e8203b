/**
 * @jest-environment node
 */
import type { Program } from '@touchline/contracts';
import { clubRecord, fakeApi, type Routes } from '../membership/testing/render-membership';
import { adult, family, social } from '../membership/testing/products';
import { isMembershipPage, renderRemotePage, type RemotePageRequest } from './render-page';

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

const MEMBERSHIP = programme(1, 'Membership 2027');
const ACADEMY = programme(2, 'Academy 2027');
const DISCOUNT = {
  discount_id: 1,
  name: 'Multi-member discount',
  type: 'percentage',
  plans: [adult.product_id, social.product_id],
  offerings: [{ number_of_products: 2, discount_amount: 10 }],
};

function serve(programmes: Program[] = [MEMBERSHIP, ACADEMY], extra: Routes = {}) {
  return fakeApi({
    'GET /store/demo/programs': list(programmes),
    'GET /store/demo/products/plans/discounts': { body: { data: [DISCOUNT] } },
    'GET /store/demo/products': list([adult, family]),
    ...extra,
  });
}

const request = (overrides: Partial<RemotePageRequest> = {}): RemotePageRequest => ({
  url: '/products/membership',
  pageUrl: 'https://demo.example.test/products/membership',
  club: 'demo',
  account: clubRecord(),
  config: { apiBaseUrl: 'http://browser-api.test', apiVersion: 'v2' },
  apiBaseUrl: 'http://api.test',
  ...overrides,
});

async function render(overrides: Partial<RemotePageRequest> = {}) {
  const page = await renderRemotePage(request(overrides));
  if (!page) throw new Error('Not rendered');
  return page;
}

describe("the membership remote's server render of the membership page", () => {
  it('renders step 1: the heading, the open programmes (closed) and the empty summary', async () => {
    serve();
    const { markup } = await render();
    expect(markup).toMatch(/<h1[^>]*>Select plans from the programmes<\/h1>/);
    expect(markup).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Membership 2027/);
    expect(markup).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Academy 2027/);
    expect(markup).toContain('Membership 2027 for everyone.');
    expect(markup.replace(/<!-- -->/g, '')).toContain('0 plan(s), 0 bundle(s)');
    expect(markup).toContain('No plans selected yet');
    // No loading state, and nothing before the page's own boundary (React's image preloads).
    expect(markup).not.toContain('aria-busy');
    expect(markup.startsWith('<!--$-->')).toBe(true);
  });

  it('has the same ids as the browser’s render: from the page’s data, never generated', async () => {
    serve();
    const { markup } = await render();
    const ids = [...markup.matchAll(/ id="([^"]*)"/g)].map((match) => match[1]);
    expect(ids).toEqual(
      expect.arrayContaining([
        'programme-1-plans',
        'programme-2-plans',
        'membership-summary-title',
        'membership-summary-details',
      ]),
    );
    // React's generated ids («r0», :r0:) depend on where the tree sits: the host's page in the
    // browser, this render alone on the server.
    expect(markup).not.toMatch(/«|:r[0-9a-z]+:/);
  });

  it('sends the summary’s View Details for the stylesheet to show on narrow screens only', async () => {
    serve();
    const { markup } = await render();
    expect(markup).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*View Details/);
    expect(markup).toMatch(/<div id="membership-summary-details" class="[^"]+">/);
  });

  it('opens the programme of ?id= with its plans and bundles, and returns them', async () => {
    const calls = serve();
    const page = await render({ url: '/products/membership?id=2' });
    expect(page.markup).toMatch(/<button[^>]*aria-expanded="true"[^>]*>Academy 2027/);
    expect(page.markup).not.toContain('Membership 2027');
    expect(page.markup).toMatch(/<h3[^>]*>Adult Playing Membership<\/h3>/);
    expect(page.markup).toMatch(/<h3[^>]*>Family Membership<\/h3>/);
    expect(page.data.products).toEqual({ 2: [adult, family] });
    expect(calls.callsTo('GET', '/store/demo/products').map((call) => call.query)).toEqual([
      '?type%5B%5D=Plan&type%5B%5D=Bundle&program_id%5B%5D=2',
    ]);
  });

  it('asks the API it is given for the programmes and the discounts, once each', async () => {
    const calls = serve();
    await render();
    expect(calls.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /store/demo/products/plans/discounts',
      'GET /store/demo/programs',
    ]);
  });

  it('returns the data it rendered from, with its release', async () => {
    serve();
    const page = await render();
    expect(page.release).toBe(__TOUCHLINE_RELEASE__);
    expect(page.data).toEqual({
      release: __TOUCHLINE_RELEASE__,
      club: 'demo',
      programmes: [MEMBERSHIP, ACADEMY],
      discounts: [DISCOUNT],
      products: {},
    });
  });

  it('says when the club has no open programme', async () => {
    serve([]);
    expect((await render()).markup).toContain('There are no memberships available at the moment.');
  });

  it('leaves every other page to the browser, without asking the API', async () => {
    const calls = serve();
    for (const url of [
      '/',
      '/news/story-3',
      '/products/membership/details',
      '/products/shop',
      '/products/lotto/weekly',
    ]) {
      expect(await renderRemotePage(request({ url }))).toBeNull();
    }
    expect(calls.calls).toEqual([]);
  });

  it('fails when the API fails, so the page is sent with the loading state', async () => {
    serve([MEMBERSHIP], {
      'GET /store/demo/products/plans/discounts': { status: 503, body: { message: 'Down' } },
    });
    await expect(renderRemotePage(request())).rejects.toThrow();
  });

  it('knows its page', () => {
    expect(isMembershipPage('/products/membership?id=3')).toBe(true);
    expect(isMembershipPage('/products/membership/')).toBe(true);
    expect(isMembershipPage('/products/membership/details')).toBe(false);
  });
});
