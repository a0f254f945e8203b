import { configureHostFederation, loadExposed, registerRemoteManifest } from './registry';
import { startHostRuntime } from './runtime/host-runtime';

jest.mock('./runtime/host-runtime', () => ({ startHostRuntime: jest.fn() }));

const start = jest.mocked(startHostRuntime);
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
const SHARED = { react: { version: '19.3.1', lib: () => ({}) } };

describe("a host's federation runtime", () => {
  beforeAll(() => {
    start.mockReturnValue({ loadRemote, registerRemotes } as never);
    loadRemote.mockResolvedValue({ default: () => null });
    global.fetch = jest.fn(async () => {
      throw new Error('no deployment file in this test');
    }) as unknown as typeof fetch;
  });

  it('is not started while the host loads no remote', () => {
    configureHostFederation({ name: 'shell', shared: () => SHARED });
    registerRemoteManifest({ storefront: 'http://localhost:4201/remoteEntry.js' });
    expect(start).not.toHaveBeenCalled();
  });

  it('starts with the first remote module, with the host’s name and shared modules, once', async () => {
    // Started in a task of its own: a task already waiting (a visitor's tap) runs first.
    const order: string[] = [];
    start.mockImplementationOnce(() => {
      order.push('runtime starts');
      return { loadRemote, registerRemotes } as never;
    });
    setTimeout(() => order.push('waiting task'), 0);
    await loadExposed('storefront/routes');
    expect(order).toEqual(['waiting task', 'runtime starts']);
    await loadExposed('storefront/other');
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith('shell', SHARED);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'storefront', entry: 'http://localhost:4201/remoteEntry.js' }],
      { force: true },
    );
    expect(loadRemote.mock.calls).toEqual([['storefront/routes'], ['storefront/other']]);
  });
});
