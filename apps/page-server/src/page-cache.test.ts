import { setTimeout as delay } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache, matchesEtag, type PageCacheOptions } from './page-cache';
import type { PageRequest, RenderedPage } from './page-data';

const HOME: PageRequest = {
  hostname: 'demo.clubs.example',
  pathname: '/',
  url: '/',
  origin: 'https://demo.clubs.example',
};

/** A page cache over a club whose content, deployment and API the test changes. */
function club(options: Partial<PageCacheOptions> = {}) {
  const state = {
    content: 'Glen Gaels',
    version: '1' as string | undefined,
    known: 'read' as 'watched' | 'read',
    stamp: 'build-1',
    complete: true,
    renders: 0,
  };
  const cache = createPageCache({
    render: async (request): Promise<RenderedPage> => {
      state.renders += 1;
      const html = `<html><title>${state.content}</title><p>${request.url ?? ''} ${request.cookie ?? ''}</p></html>`;
      return {
        html,
        status: request.pathname === '/no-such' ? 404 : 200,
        complete: state.complete,
      };
    },
    deployment: async () => ({
      stamp: state.stamp,
      config: { apiBaseUrl: 'http://api.test', defaultClub: 'demo' },
    }),
    contentVersion: async () =>
      state.version === undefined ? undefined : { version: state.version, known: state.known },
    ...options,
  });
  return { cache, state };
}

async function until(check: () => Promise<boolean>) {
  while (!(await check())) await delay(10);
}

describe('a kept page', () => {
  it('is made once and answered from memory after that, with its validator', async () => {
    const { cache, state } = club();
    const first = await cache.answer(HOME);
    const second = await cache.answer(HOME);
    expect(first).toMatchObject({ cache: 'miss', status: 200 });
    expect(first.html).toContain('<title>Glen Gaels</title>');
    expect(second).toMatchObject({ cache: 'hit', html: first.html, etag: first.etag });
    expect(second.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(state.renders).toBe(1);
  });

  it('is kept compressed, each encoding holding the same page', async () => {
    const { cache } = club();
    const { html, encoded } = await cache.answer(HOME);
    expect(brotliDecompressSync(encoded!.br).toString()).toBe(html);
    expect(gunzipSync(encoded!.gzip).toString()).toBe(html);
  });

  it("is made again once the club's content changed, and its validator changes", async () => {
    const { cache, state } = club();
    const before = await cache.answer(HOME);
    state.content = 'Glen Gaels GAA';
    state.version = '2';
    const after = await cache.answer(HOME);
    expect(after).toMatchObject({ cache: 'miss' });
    expect(after.html).toContain('<title>Glen Gaels GAA</title>');
    expect(after.etag).not.toBe(before.etag);
  });

  it('is made again after a new release or build', async () => {
    const { cache, state } = club();
    await cache.answer(HOME);
    state.content = 'new release';
    state.stamp = 'build-2';
    expect((await cache.answer(HOME)).html).toContain('new release');
  });

  it('is kept per address, query and cookies', async () => {
    const { cache, state } = club();
    const pages = [
      HOME,
      { ...HOME, url: '/?page=2' },
      { ...HOME, pathname: '/news/a', url: '/news/a' },
      { ...HOME, cookie: 'cookie_consent=accepted' },
      { ...HOME, hostname: 'glen.clubs.example', origin: 'https://glen.clubs.example' },
    ];
    for (const page of pages) expect((await cache.answer(page)).cache).toBe('miss');
    for (const page of pages) expect((await cache.answer(page)).cache).toBe('hit');
    expect(state.renders).toBe(pages.length);
    expect((await cache.answer(pages[3]!)).html).toContain('cookie_consent=accepted');
  });

  it('is answered saying how the content version it was looked up under was known', async () => {
    const { cache, state } = club();
    expect(await cache.answer(HOME)).toMatchObject({ cache: 'miss', versionKnown: 'read' });
    state.known = 'watched';
    expect(await cache.answer(HOME)).toMatchObject({ cache: 'hit', versionKnown: 'watched' });
    state.version = '2';
    expect(await cache.answer(HOME)).toMatchObject({ cache: 'miss', versionKnown: 'watched' });
    state.complete = false;
    state.version = '3';
    expect(await cache.answer(HOME)).toMatchObject({ cache: 'off', versionKnown: 'watched' });
  });

  it('keeps its HTTP status', async () => {
    const { cache } = club();
    await cache.answer({ ...HOME, pathname: '/no-such', url: '/no-such' });
    expect(await cache.answer({ ...HOME, pathname: '/no-such', url: '/no-such' })).toMatchObject({
      cache: 'hit',
      status: 404,
    });
  });

  it('is answered once more while it is made again, once older than its refresh time', async () => {
    const { cache, state } = club({ refreshAfterMs: 1 });
    await cache.answer(HOME);
    await delay(20);
    state.content = 'the draw has closed';
    const stale = await cache.answer(HOME);
    expect(stale.cache).toBe('stale');
    expect(stale.html).toContain('Glen Gaels');
    await until(async () => (await cache.answer(HOME)).html.includes('the draw has closed'));
  });

  it('is dropped, oldest first, when the pages kept pass the memory given', async () => {
    const { cache } = club({ maxBytes: 600 });
    for (const url of ['/a', '/b', '/c', '/d']) await cache.answer({ ...HOME, pathname: url, url });
    expect(cache.size).toBeLessThan(4);
    expect((await cache.answer({ ...HOME, pathname: '/d', url: '/d' })).cache).toBe('hit');
    expect((await cache.answer({ ...HOME, pathname: '/a', url: '/a' })).cache).toBe('miss');
  });
});

describe('a page that is not kept', () => {
  it('is one made without something it should have had: answered, and made again next time', async () => {
    const { cache, state } = club();
    state.complete = false;
    expect(await cache.answer(HOME)).toMatchObject({ cache: 'off', status: 200 });
    state.complete = true;
    expect((await cache.answer(HOME)).cache).toBe('miss');
    expect(state.renders).toBe(2);
  });

  it('is one made again incomplete: the page kept before is answered instead', async () => {
    const { cache, state } = club({ refreshAfterMs: 1 });
    await cache.answer(HOME);
    await delay(20);
    state.complete = false;
    state.content = 'half a page';
    expect((await cache.answer(HOME)).html).toContain('Glen Gaels');
    await until(async () => state.renders >= 2);
    expect((await cache.answer(HOME)).html).toContain('Glen Gaels');
  });

  it("is any page when the API cannot give the club's version and nothing was kept", async () => {
    const { cache, state } = club();
    state.version = undefined;
    expect((await cache.answer(HOME)).cache).toBe('off');
    expect((await cache.answer(HOME)).cache).toBe('off');
    expect(state.renders).toBe(2);
  });

  it('is every page of a deployment without an API', async () => {
    const { cache, state } = club({
      deployment: async () => ({ stamp: 'build-1', config: { defaultClub: 'demo' } }),
    });
    await cache.answer(HOME);
    const answer = await cache.answer(HOME);
    expect(answer.cache).toBe('off');
    expect(answer.versionKnown).toBeUndefined();
    expect(state.renders).toBe(2);
  });
});

describe('when the API cannot give the version', () => {
  it('answers the page kept under the last version it gave', async () => {
    const { cache, state } = club();
    const kept = await cache.answer(HOME);
    state.version = undefined;
    state.content = 'not seen';
    const answer = await cache.answer(HOME);
    expect(answer).toMatchObject({ cache: 'stale', html: kept.html });
    // No version was known: the answer says none.
    expect(answer.versionKnown).toBeUndefined();
    expect(state.renders).toBe(1);
  });
});

describe('an If-None-Match header', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['', false],
    [undefined, false],
  ])('%s matches: %s', (header, matches) => {
    expect(matchesEtag(header, etag)).toBe(matches);
  });
});
