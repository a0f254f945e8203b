import {
  configureHostFederation,
  knowRemoteContainers,
  loadExposed,
  registerRemoteManifest,
} from './registry';
import { REMOTE_UNAVAILABLE } from './runtime/fallback-plugin';
import { startHostRuntime } from './runtime/host-runtime';

jest.mock('./runtime/host-runtime', () => ({ startHostRuntime: jest.fn() }));

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
const CHECKOUT = 'http://localhost:4204/mf-manifest.json';
const AUTH = 'http://localhost:4205/mf-manifest.json';
const fetchMock = jest.fn(async (url: string) => ({
  ok: true,
  status: 200,
  json: async () =>
    url === CHECKOUT || url === AUTH
      ? { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.rebuilt.js' } } }
      : {},
}));

beforeAll(() => {
  jest.mocked(startHostRuntime).mockReturnValue({ loadRemote, registerRemotes } as never);
  configureHostFederation({ name: 'shell', shared: () => ({}) });
  global.fetch = fetchMock as unknown as typeof fetch;
  registerRemoteManifest({ checkout: CHECKOUT, auth: AUTH });
  knowRemoteContainers({
    [CHECKOUT]: 'http://localhost:4204/remoteEntry.page.js',
    [AUTH]: 'http://localhost:4205/remoteEntry.page.js',
  });
});

afterAll(() => {
  delete (global as { fetch?: unknown }).fetch;
});

it('loads a remote from the container the page named, without reading its manifest', async () => {
  loadRemote.mockResolvedValue({ default: () => null });
  await expect(loadExposed('checkout/CartButton')).resolves.toEqual({
    default: expect.any(Function),
  });
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'checkout', entry: 'http://localhost:4204/remoteEntry.page.js' }],
    { force: true },
  );
  expect(fetchMock).not.toHaveBeenCalledWith(CHECKOUT, expect.anything());
});

it("reads the manifest when the page's container does not load (the remote was deployed again)", async () => {
  registerRemotes.mockClear();
  loadRemote
    .mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: true, id: 'auth/UserMenu', reason: '404' })
    .mockResolvedValueOnce({ default: () => null });
  await expect(loadExposed('auth/UserMenu')).resolves.toEqual({ default: expect.any(Function) });
  expect(fetchMock).toHaveBeenCalledWith(AUTH, { cache: 'no-cache' });
  expect(registerRemotes.mock.calls.map(([remotes]) => remotes)).toEqual([
    [{ name: 'auth', entry: 'http://localhost:4205/remoteEntry.page.js' }],
    [{ name: 'auth', entry: 'http://localhost:4205/remoteEntry.rebuilt.js' }],
  ]);
});
