import { configureHostFederation, loadExposed, loadRemoteRegistry } from './registry';
import { startHostRuntime } from './runtime/host-runtime';

jest.mock('./runtime/host-runtime', () => ({ startHostRuntime: jest.fn() }));

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
const V1 = 'http://localhost:4204/v1/mf-manifest.json';
const V2 = 'http://localhost:4204/v2/mf-manifest.json';
const manifest = (release: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: `remoteEntry.${release}.js`, path: '' } },
});

let deployment: Promise<unknown>;
const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

beforeAll(async () => {
  jest.mocked(startHostRuntime).mockReturnValue({ loadRemote, registerRemotes } as never);
  loadRemote.mockResolvedValue({ default: () => null });
  configureHostFederation({ name: 'shell', shared: () => ({}) });
  deployment = Promise.resolve({ checkout: V1 });
  global.fetch = jest.fn(async (url: string) => {
    if (url === '/remotes.json') return answer(await deployment);
    return answer(manifest(url.includes('/v2/') ? 'v2' : 'v1'));
  }) as unknown as typeof fetch;
  await loadRemoteRegistry('/remotes.json');
  // The cart button loaded first: the manifest of the live release is known to the page.
  await loadExposed('checkout/CartButton');
  loadRemote.mockClear();
});

// The clock comes back after each test, failed or not.
afterEach(() => jest.restoreAllMocks());

afterAll(() => {
  delete (global as { fetch?: unknown }).fetch;
});

function holdDeployment() {
  let release: (value: unknown) => void = () => undefined;
  deployment = new Promise((resolve) => {
    release = resolve;
  });
  return release;
}

/** Past the deployment file's freshness: the next first load re-reads it. */
let ahead = 0;
const later = () => {
  ahead += 10_000;
  jest.spyOn(Date, 'now').mockReturnValue(Date.now() + ahead);
};

it("loads a known release's module while the deployment file is re-read", async () => {
  later();
  const release = holdDeployment();
  const loaded = loadExposed('checkout/routes');
  await new Promise((done) => setTimeout(done, 0));
  // Already loading, the deployment file still on its way.
  expect(loadRemote).toHaveBeenCalledWith('checkout/routes');
  release({ checkout: V1 });
  await expect(loaded).resolves.toEqual({ default: expect.any(Function) });
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

it('loads the promoted release instead when the deployment file names another one', async () => {
  loadRemote.mockClear();
  later();
  const release = holdDeployment();
  const loaded = loadExposed('checkout/AccountNotices');
  release({ checkout: V2 });
  await loaded;
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'checkout', entry: 'http://localhost:4204/v2/remoteEntry.v2.js' }],
    { force: true },
  );
  expect(loadRemote).toHaveBeenLastCalledWith('checkout/AccountNotices');
});
