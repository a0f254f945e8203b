import { prefetchRemoteModules, prefetchWhenIdle, savesData } from './prefetch-remotes';
import { configureHostFederation, loadExposed, registerRemoteManifest } from './registry';
import { startHostRuntime } from './runtime/host-runtime';

jest.mock('./runtime/host-runtime', () => ({ startHostRuntime: jest.fn() }));

const CHECKOUT = 'http://localhost:4204/r-3/mf-manifest.json';
const AUTH = 'http://localhost:4205/mf-manifest.json';
const checkoutManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.0a1b2c3d.js', path: '' } },
  exposes: [
    {
      path: './CartButton',
      assets: {
        js: { sync: ['__federation_expose_CartButton.da614d73.js'], async: ['159.1acafbf3.js'] },
        css: { sync: ['__federation_expose_CartButton.6c51cac1.css'], async: [] },
      },
    },
    { path: './routes', assets: { js: { sync: ['161.5ca680b2.js'] }, css: { sync: [] } } },
  ],
};
const authManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.9f8e7d6c.js', path: '' } },
  exposes: [
    { path: './UserMenu', assets: { js: { sync: ['__federation_expose_UserMenu.11aa22bb.js'] } } },
  ],
};

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
let fetchMock: jest.Mock;

beforeEach(() => {
  document.head.replaceChildren();
  jest.mocked(startHostRuntime).mockReturnValue({ loadRemote, registerRemotes } as never);
  configureHostFederation({ name: 'shell', shared: () => ({}) });
  registerRemoteManifest({ checkout: CHECKOUT, auth: AUTH });
  fetchMock = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => (url.startsWith('http://localhost:4204/') ? checkoutManifest : authManifest),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  delete (global as { fetch?: unknown }).fetch;
});

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
    link.href,
    link.as,
  ]);

describe('prefetching the likely first acts', () => {
  it("fetches each module's container and own files at the lowest priority, nothing of the rest", async () => {
    await prefetchRemoteModules(['checkout/CartButton', 'auth/UserMenu']);
    expect(prefetched()).toEqual([
      ['http://localhost:4204/r-3/remoteEntry.0a1b2c3d.js', 'script'],
      ['http://localhost:4204/r-3/__federation_expose_CartButton.da614d73.js', 'script'],
      ['http://localhost:4204/r-3/__federation_expose_CartButton.6c51cac1.css', 'style'],
      ['http://localhost:4205/remoteEntry.9f8e7d6c.js', 'script'],
      ['http://localhost:4205/__federation_expose_UserMenu.11aa22bb.js', 'script'],
    ]);
    // The runtime is started, but no remote code runs.
    expect(startHostRuntime).toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('leaves the tap no manifest to read: the module loads from the manifest already read', async () => {
    const manifest = 'http://localhost:4204/r-4/mf-manifest.json';
    registerRemoteManifest({ checkout: manifest });
    await prefetchRemoteModules(['checkout/routes']);
    const reads = fetchMock.mock.calls.filter(([url]) => url === manifest).length;
    loadRemote.mockResolvedValue({ default: () => null });
    await loadExposed('checkout/routes');
    expect(fetchMock.mock.calls.filter(([url]) => url === manifest)).toHaveLength(reads);
    expect(reads).toBe(1);
  });

  it('adds a file once, however often it is asked for', async () => {
    await prefetchRemoteModules(['checkout/CartButton']);
    await prefetchRemoteModules(['checkout/CartButton', 'checkout/routes']);
    const urls = prefetched().map(([url]) => url);
    expect(urls).toHaveLength(new Set(urls).size);
    expect(urls).toContain('http://localhost:4204/r-3/161.5ca680b2.js');
  });

  it('skips a remote the deployment does not name, and one whose manifest fails', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 503, json: async () => ({}) }));
    registerRemoteManifest({ checkout: 'http://localhost:4204/r-5/mf-manifest.json' });
    await expect(
      prefetchRemoteModules(['checkout/CartButton', 'storefront/routes']),
    ).resolves.toEqual([]);
    expect(prefetched()).toEqual([]);
  });
});

describe('when the prefetch happens', () => {
  const withConnection = (connection: object) =>
    Object.defineProperty(window.navigator, 'connection', {
      value: connection,
      configurable: true,
    });

  afterEach(() => withConnection({}));

  it('never on a connection that saves data or is 2G', async () => {
    for (const connection of [
      { saveData: true },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      withConnection(connection);
      expect(savesData()).toBe(true);
      await expect(prefetchWhenIdle(() => ['checkout/CartButton'])).resolves.toEqual([]);
    }
    expect(prefetched()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('once the page has loaded and the browser is idle', async () => {
    withConnection({ effectiveType: '4g' });
    const idle: (() => void)[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
    const done = prefetchWhenIdle(() => ['auth/UserMenu']);
    await Promise.resolve();
    expect(prefetched()).toEqual([]);
    // jsdom's document has loaded: the prefetch waits for the idle moment only.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await expect(done).resolves.toEqual([
      'http://localhost:4205/remoteEntry.9f8e7d6c.js',
      'http://localhost:4205/__federation_expose_UserMenu.11aa22bb.js',
    ]);
  });
});

describe("a widget's lazy parts", () => {
  beforeEach(() => document.head.replaceChildren());

  it('are fetched too where asked for, and only there', async () => {
    registerRemoteManifest({ checkout: 'http://localhost:4204/r-6/mf-manifest.json', auth: AUTH });
    await prefetchRemoteModules([{ module: 'checkout/CartButton', lazyParts: true }]);
    expect(prefetched().map(([url]) => url)).toEqual([
      'http://localhost:4204/r-6/remoteEntry.0a1b2c3d.js',
      'http://localhost:4204/r-6/__federation_expose_CartButton.da614d73.js',
      'http://localhost:4204/r-6/__federation_expose_CartButton.6c51cac1.css',
      'http://localhost:4204/r-6/159.1acafbf3.js',
    ]);
  });
});
