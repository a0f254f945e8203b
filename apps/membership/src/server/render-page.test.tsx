/**
 * @jest-environment node
 */
import type { ClubAccount, Product, Program } from '@touchline/contracts';
import { WAKE_WHEN_STORED } from '@touchline/federation';
import { SELECTED_PLANS_KEY } from '../membership/selection/selection';
import { clubRecord, fakeApi, type Routes } from '../membership/testing/render-membership';
import { adult, family, social } from '../membership/testing/products';
import { shopItem } from '../testing/product-fixtures';
import {
  isMembershipPage,
  isShopPage,
  renderRemotePage,
  type RemotePageRequest,
} from './render-page';

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

  it('names the stored selection, so a returning visitor’s page loads its code at once', async () => {
    serve();
    const { markup } = await render();
    // The server cannot read the browser's storage: the host wakes the page when it is set.
    expect(markup).toContain(`${WAKE_WHEN_STORED}="${SELECTED_PLANS_KEY}"`);
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
    expect(page.data).toMatchObject({ products: { 2: [adult, family] } });
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
      '/products/shop/home-jersey',
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

const shopClub = (shop = true): ClubAccount => ({
  ...clubRecord(),
  features: { ...clubRecord().features, shop },
});

const ITEMS: Product[] = [
  shopItem('bobble-hat', 'Bobble Hat', { id: 201 }),
  shopItem('club-flag', 'Club Flag', { id: 202, availableCount: 0 }),
];
const TYPES = [
  { shop_item_type_id: 1, name: 'Kit' },
  { shop_item_type_id: 2, name: 'Supporters' },
];

function serveShop(items: Product[] = ITEMS, extra: Routes = {}) {
  return fakeApi({
    'GET /store/demo/shop-items/types': { body: { data: TYPES } },
    'GET /store/demo/shop-items': (call) => {
      const query = new URLSearchParams(call.query);
      return {
        body: {
          data: items,
          current_page: Number(query.get('page')),
          per_page: Number(query.get('per_page')),
          total: 24,
        },
      };
    },
    ...extra,
  });
}

const shopRequest = (overrides: Partial<RemotePageRequest> = {}) =>
  request({
    url: '/products/shop',
    pageUrl: 'https://demo.example.test/products/shop',
    account: shopClub(),
    ...overrides,
  });

async function renderShop(overrides: Partial<RemotePageRequest> = {}) {
  const page = await renderRemotePage(shopRequest(overrides));
  if (!page) throw new Error('Not rendered');
  return page;
}

describe("the membership remote's server render of the shop", () => {
  it('renders the items with their links, prices and sold-out marks, the types and the pages', async () => {
    serveShop();
    const { markup } = await renderShop();
    expect(markup).toMatch(/<h1[^>]*>Club Shop<\/h1>/);
    expect(markup).toMatch(/<a [^>]*href="\/products\/shop\/bobble-hat"[^>]*>Bobble Hat<\/a>/);
    expect(markup).toMatch(/<a [^>]*href="\/products\/shop\/club-flag"[^>]*>Club Flag<\/a>/);
    expect(markup.match(/€12\.00/g)).toHaveLength(2);
    expect(markup.match(/>Sold out</g)).toHaveLength(1);
    // The first item's image is the page's largest paint: fetched first.
    expect(
      [...markup.matchAll(/<img [^>]*>/g)].map(([img]) => /fetchpriority="high"/i.test(img)),
    ).toEqual([true, false]);
    expect(markup).toMatch(/<option value="1">Kit<\/option>/);
    expect(markup).toMatch(/<option value="2">Supporters<\/option>/);
    expect(markup.replace(/<!-- -->/g, '')).toContain('1 – 10 of 24');
    // No loading state, and nothing before the page's own boundary (React's image preloads).
    expect(markup).not.toContain('aria-busy');
    expect(markup.startsWith('<!--$-->')).toBe(true);
  });

  it('has the same ids as the browser’s render: the page’s own, never generated', async () => {
    serveShop();
    const { markup } = await renderShop();
    const ids = [...markup.matchAll(/ id="([^"]*)"/g)].map((match) => match[1]);
    expect(ids).toEqual(expect.arrayContaining(['shop-title', 'shop-item-type', 'shop-page-size']));
    expect(markup).not.toMatch(/«|:r[0-9a-z]+:/);
  });

  it('renders the page, size and type the address asks for', async () => {
    const calls = serveShop();
    const page = await renderShop({ url: '/products/shop?type=1&page=2&per_page=15' });
    expect(calls.callsTo('GET', '/store/demo/shop-items').map((call) => call.query)).toEqual([
      '?page=2&per_page=15&type_id=1',
    ]);
    expect(page.markup).toMatch(/<option value="1" selected="">Kit<\/option>/);
    expect(page.markup).toMatch(/<option value="15" selected="">15<\/option>/);
    expect(page.markup.replace(/<!-- -->/g, '')).toContain('16 – 24 of 24');
    expect(page.data).toMatchObject({ list: { page: 2, perPage: 15, typeId: 1 } });
  });

  it('asks the API it is given for the types and the items, once each, and returns them', async () => {
    const calls = serveShop();
    const page = await renderShop();
    expect(calls.calls.map((call) => `${call.method} ${call.path}${call.query}`).sort()).toEqual([
      'GET /store/demo/shop-items/types',
      'GET /store/demo/shop-items?page=1&per_page=10',
    ]);
    expect(page.data).toEqual({
      release: __TOUCHLINE_RELEASE__,
      club: 'demo',
      page: 'shop',
      list: { page: 1, perPage: 10, typeId: null },
      types: TYPES,
      items: { data: ITEMS, current_page: 1, per_page: 10, total: 24 },
    });
  });

  it('says when the shop has no items', async () => {
    serveShop([]);
    expect((await renderShop()).markup).toContain('There are no items in the shop at the moment.');
  });

  it('leaves the shop of a club that turned it off to the browser (its error page)', async () => {
    const calls = serveShop();
    expect(await renderRemotePage(shopRequest({ account: shopClub(false) }))).toBeNull();
    expect(calls.calls).toEqual([]);
  });

  it('fails when the items or the types cannot be read, so the page is sent with the loading state', async () => {
    serveShop(ITEMS, { 'GET /store/demo/shop-items': { status: 503, body: { message: 'Down' } } });
    await expect(renderRemotePage(shopRequest())).rejects.toThrow();
    serveShop(ITEMS, {
      'GET /store/demo/shop-items/types': { status: 500, body: { message: 'Down' } },
    });
    await expect(renderRemotePage(shopRequest())).rejects.toThrow();
  });

  it('knows its page', () => {
    expect(isShopPage('/products/shop?page=2')).toBe(true);
    expect(isShopPage('/products/shop/')).toBe(true);
    expect(isShopPage('/products/shop/bobble-hat')).toBe(false);
  });
});
