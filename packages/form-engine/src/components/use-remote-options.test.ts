import { fetchRemoteOptions, remoteOptionsOf } from './use-remote-options';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** `fetch` answering `body` with `status`. */
function answer(status: number, body: unknown) {
  const fetch = jest.fn(
    async () => ({ ok: status < 300, status, json: async () => body }) as Response,
  );
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

describe("a remote-option select's items as options", () => {
  it('are the names of the items, in a list or under data', () => {
    expect(remoteOptionsOf([{ name: 'Galway GAA' }, { id: 4 }])).toEqual([
      { label: 'Galway GAA', value: 'Galway GAA' },
    ]);
    expect(remoteOptionsOf({ data: [{ name: 'Mayo GAA' }] })).toEqual([
      { label: 'Mayo GAA', value: 'Mayo GAA' },
    ]);
    expect(remoteOptionsOf(null)).toEqual([]);
  });

  it('are fetched from an address outside the page’s API, and a refusal is an error', async () => {
    const fetch = answer(200, { data: [{ name: 'Galway GAA' }, { name: 'Mayo GAA' }] });
    await expect(fetchRemoteOptions('https://lists.example.org/clubs')).resolves.toEqual([
      { label: 'Galway GAA', value: 'Galway GAA' },
      { label: 'Mayo GAA', value: 'Mayo GAA' },
    ]);
    expect(fetch).toHaveBeenCalledWith('https://lists.example.org/clubs', expect.anything());
    answer(503, {});
    await expect(fetchRemoteOptions('https://lists.example.org/clubs')).rejects.toThrow(
      'Options 503',
    );
  });
});
