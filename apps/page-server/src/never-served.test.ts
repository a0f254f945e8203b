import {
  isNeverServed,
  isReleaseRecord,
  isServerRenderFile,
  isSourceMap,
  SERVER_RENDER_DIR,
} from './never-served';

describe('source maps', () => {
  it.each([
    '/main.1a2b3c4d.js.map',
    '/main.1a2b3c4d.js.MAP',
    '/main.1a2b3c4d.js.m%61p',
    '/main.1a2b3c4d.js%2Emap',
    '/main.1a2b3c4d.js.%6D%61%70',
    '/main.1a2b3c4d.js.map?v=1',
  ])('are recognised however the path is written: %s', (pathname) => {
    expect(isSourceMap(pathname)).toBe(true);
  });

  it('take with them a path that cannot be decoded', () => {
    expect(isSourceMap('/main.js.m%6')).toBe(true);
  });

  it.each(['/main.1a2b3c4d.js', '/remoteEntry.js', '/sitemap', '/maps/club'])(
    'are not scripts, styles or pages: %s',
    (pathname) => {
      expect(isSourceMap(pathname)).toBe(false);
    },
  );
});

describe("a release's record", () => {
  it('is not served, however its path is written', () => {
    for (const pathname of [
      '/checkout-v1/release.json',
      '/checkout-v1/rele%61se.json',
      '/checkout-v1/RELEASE.JSON',
    ]) {
      expect([pathname, isReleaseRecord(pathname)]).toEqual([pathname, true]);
    }
    for (const pathname of ['/checkout-v1/mf-manifest.json', '/remotes.json', '/releases']) {
      expect([pathname, isReleaseRecord(pathname)]).toEqual([pathname, false]);
    }
  });
});

describe('the server render files', () => {
  it(`are in ${SERVER_RENDER_DIR}/`, () => {
    expect(SERVER_RENDER_DIR).toBe('ssr');
  });

  it('are never served, however the path is spelled', () => {
    for (const pathname of [
      '/ssr',
      '/ssr/render.cjs',
      '/SSR/render.css',
      '/%73sr/render.cjs',
      '//ssr/x',
    ]) {
      expect([pathname, isServerRenderFile(pathname)]).toEqual([pathname, true]);
    }
    for (const pathname of ['/', '/main.1234abcd.js', '/news/ssr', '/ssr-notes']) {
      expect([pathname, isServerRenderFile(pathname)]).toEqual([pathname, false]);
    }
  });

  it('are never served from a release folder either', () => {
    const releases = { releases: true };
    for (const pathname of ['/v1/ssr/render.cjs', '/v1/SSR/render.css', '/v1/%73sr/x', '/ssr/x']) {
      expect([pathname, isServerRenderFile(pathname, releases)]).toEqual([pathname, true]);
    }
    for (const pathname of ['/v1/remoteEntry.js', '/v1/assets/ssr']) {
      expect([pathname, isServerRenderFile(pathname, releases)]).toEqual([pathname, false]);
    }
  });

  it('are looked at as asked when the path cannot be decoded, and with its query left off', () => {
    expect(isServerRenderFile('/ssr/%E0%A4%A')).toBe(true);
    expect(isServerRenderFile('/main.js?from=/ssr/render.cjs')).toBe(false);
    expect(isServerRenderFile('/ssr?x=1')).toBe(true);
  });
});

describe('what an origin never serves', () => {
  it('is the server render, the source maps and the release record, and nothing else', () => {
    for (const pathname of ['/ssr/render.cjs', '/main.1a2b3c4d.js%2Emap', '/release.json']) {
      expect([pathname, isNeverServed(pathname)]).toEqual([pathname, true]);
    }
    for (const pathname of [
      '/',
      '/index.html',
      '/config.json',
      '/remotes.json',
      '/mf-manifest.json',
      '/main.1a2b3c4d.js',
      '/news/ssr',
    ]) {
      expect([pathname, isNeverServed(pathname)]).toEqual([pathname, false]);
    }
  });

  it("is a release folder's server render too, on an origin serving release folders", () => {
    expect(isNeverServed('/v1/ssr/render.cjs')).toBe(false);
    expect(isNeverServed('/v1/ssr/render.cjs', { releases: true })).toBe(true);
    expect(isNeverServed('/v1/mf-manifest.json', { releases: true })).toBe(false);
    expect(isNeverServed('/v1/release.json', { releases: true })).toBe(true);
  });
});
