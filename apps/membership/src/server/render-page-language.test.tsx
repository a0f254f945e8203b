/**
 * @jest-environment node
 */
import type { Program } from '@touchline/contracts';
import { clubRecord, fakeApi } from '../membership/testing/render-membership';
import { adult } from '../membership/testing/products';
import { shopItem } from '../testing/product-fixtures';
import { renderRemotePage, type RemotePageRequest } from './render-page';

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

function serve() {
  return fakeApi({
    'GET /store/demo/programs': list([programme(1, 'Membership 2027')]),
    'GET /store/demo/products/plans/discounts': { body: { data: [] } },
    'GET /store/demo/products': list([adult]),
    'GET /store/demo/shop-items/types': { body: { data: [] } },
    'GET /store/demo/shop-items': {
      body: {
        data: [shopItem('club-flag', 'Club Flag', { id: 202, availableCount: 0 })],
        current_page: 1,
        per_page: 10,
        total: 1,
      },
    },
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

async function markupOf(overrides: Partial<RemotePageRequest>) {
  const page = await renderRemotePage(request(overrides));
  if (!page) throw new Error('Not rendered');
  return page.markup.replace(/<!-- -->/g, '');
}

describe("the server render in the request's language", () => {
  it('renders the membership page in Irish, the catalogue loaded by the render itself', async () => {
    serve();
    const markup = await markupOf({ language: 'ga' });
    expect(markup).toMatch(/<h1[^>]*>Roghnaigh pleananna ó na cláir<\/h1>/);
    expect(markup).toContain('Pleananna: 0, beartanna: 0');
    expect(markup).toContain('Bailí go dtí 31/12/27');
    expect(markup).toMatch(/<button[^>]*><span[^>]*>Roghnaigh<span[^>]*> Adult Playing Membership/);
    expect(markup).not.toContain('Select plans from the programmes');
    expect(markup).not.toContain('Summary');
  });

  it('renders the shop list in Irish', async () => {
    serve();
    const shop = { ...clubRecord(), features: { ...clubRecord().features, shop: true } };
    const markup = await markupOf({ url: '/products/shop', account: shop, language: 'ga' });
    expect(markup).toMatch(/<h1[^>]*>Siopa an Chlub<\/h1>/);
    expect(markup).toContain('<option value="" selected="">Gach earra</option>');
    expect(markup).toContain('Díolta amach');
    expect(markup).not.toContain('Club Shop');
  });

  it('stays in English without a language', async () => {
    serve();
    const markup = await markupOf({});
    expect(markup).toMatch(/<h1[^>]*>Select plans from the programmes<\/h1>/);
  });
});
