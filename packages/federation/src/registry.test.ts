import { remoteEntryUrl } from './registry';

function serveManifest(body: unknown, status = 200) {
  const fetchMock = jest.fn(async () => ({
    ok: status === 200,
    status,
    json: async () => body,
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('remoteEntryUrl', () => {
  afterEach(() => {
    delete (global as { fetch?: unknown }).fetch;
  });

  it('reads the container file a release manifest names, beside the manifest', async () => {
    const fetchMock = serveManifest({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.b0b943c9.js', path: '' } },
    });
    await expect(remoteEntryUrl('http://localhost:4201/r-42/mf-manifest.json')).resolves.toBe(
      'http://localhost:4201/r-42/remoteEntry.b0b943c9.js',
    );
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:4201/r-42/mf-manifest.json', {
      cache: 'no-cache',
    });
  });

  it('reads a manifest once per page, however many of its modules load', async () => {
    const fetchMock = serveManifest({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.c4d5.js', path: '' } },
    });
    const manifest = 'http://localhost:4205/r-7/mf-manifest.json';
    await remoteEntryUrl(manifest);
    await expect(remoteEntryUrl(manifest)).resolves.toBe(
      'http://localhost:4205/r-7/remoteEntry.c4d5.js',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('follows a manifest that names its public path and a folder', async () => {
    serveManifest({
      metaData: {
        publicPath: 'https://cdn.example/storefront/',
        remoteEntry: { name: 'remoteEntry.js', path: 'entry' },
      },
    });
    await expect(remoteEntryUrl('https://club.example/mf-manifest.json')).resolves.toBe(
      'https://cdn.example/storefront/entry/remoteEntry.js',
    );
  });

  it('takes a container URL as it is, without a request', async () => {
    const fetchMock = serveManifest({});
    await expect(remoteEntryUrl('http://localhost:4201/remoteEntry.js')).resolves.toBe(
      'http://localhost:4201/remoteEntry.js',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails when the manifest cannot be read or names no container', async () => {
    serveManifest({}, 404);
    await expect(remoteEntryUrl('http://localhost:4201/mf-manifest.json')).rejects.toThrow('404');
    serveManifest({ metaData: {} });
    await expect(remoteEntryUrl('http://localhost:4201/mf-manifest.json')).rejects.toThrow(
      'names no remote entry',
    );
  });
});
