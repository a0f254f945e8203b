/**
 * @jest-environment jsdom
 */
import { createHttp, type TokenSource } from './http';
import { fakeFetch } from './testing/fake-fetch';

const config = { baseUrl: 'http://localhost:3333', version: 'v2' };
const noTokens: TokenSource = { access: () => undefined, guest: () => undefined };

/** The headers of one call made from a page whose `<html lang>` is `lang`. */
async function headersFromPage(lang: string, headers?: Record<string, string>) {
  document.documentElement.lang = lang;
  const server = fakeFetch({});
  await createHttp(config, { fetch: server.fetch, tokens: noTokens })('/store/demo', { headers });
  return server.last().headers;
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe("the page's language on every call", () => {
  it('asks for Irish from an Irish page', async () => {
    expect((await headersFromPage('ga'))['Accept-Language']).toBe('ga');
    expect((await headersFromPage('ga-IE'))['Accept-Language']).toBe('ga');
  });

  it('asks for English from an English page', async () => {
    expect((await headersFromPage('en'))['Accept-Language']).toBe('en');
    expect((await headersFromPage('en-IE'))['Accept-Language']).toBe('en');
  });

  it("reads the page's language when the call is made", async () => {
    document.documentElement.lang = 'en';
    const server = fakeFetch({});
    const request = createHttp(config, { fetch: server.fetch, tokens: noTokens });
    await request('/store/demo');
    document.documentElement.lang = 'ga';
    await request('/store/demo');
    expect(server.requests.map((seen) => seen.headers['Accept-Language'])).toEqual(['en', 'ga']);
  });

  it('leaves the header to the browser for a page in none of the site’s languages', async () => {
    expect(await headersFromPage('')).not.toHaveProperty('Accept-Language');
    expect(await headersFromPage('fr')).not.toHaveProperty('Accept-Language');
  });

  it('lets a call ask for a language of its own', async () => {
    const headers = await headersFromPage('ga', { 'Accept-Language': 'en' });
    expect(headers['Accept-Language']).toBe('en');
  });
});
