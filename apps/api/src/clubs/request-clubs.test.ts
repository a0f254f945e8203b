import type { ClubLookup } from './club-lookup';
import type { ResolvedClub } from './club-repository';
import { RequestClubs } from './request-clubs';

const DEMO: ResolvedClub = {
  accountId: 7,
  slug: 'demo',
  name: 'Demo GAA',
  features: {} as ResolvedClub['features'],
  currency: 'EUR',
  country: 'Ireland',
  onBehalfOf: null,
  ssoMode: 'off',
  governingBodyId: null,
  ssoButtonText: null,
  ssoHelpUrl: null,
};

/** A directory that knows the demo club and counts what it is asked. */
function countingDirectory() {
  const directory = {
    bySlug: jest.fn(async (slug: string) => (slug === DEMO.slug ? DEMO : null)),
    byAccountId: jest.fn(async (id: number) => (id === DEMO.accountId ? DEMO : null)),
  } satisfies ClubLookup;
  const asked = () => directory.bySlug.mock.calls.length + directory.byAccountId.mock.calls.length;
  return { directory, asked };
}

describe('RequestClubs', () => {
  it('asks the directory once per club in a request, whichever key finds it first', async () => {
    const { directory, asked } = countingDirectory();
    const clubs = new RequestClubs(directory);
    expect(await clubs.bySlug('demo')).toBe(DEMO);
    expect(await clubs.byAccountId(7)).toBe(DEMO);
    expect(await clubs.bySlug('demo')).toBe(DEMO);
    expect(asked()).toBe(1);

    const byId = new RequestClubs(directory);
    expect(await byId.byAccountId(7)).toBe(DEMO);
    expect(await byId.bySlug('demo')).toBe(DEMO);
    expect(asked()).toBe(2);
  });

  it('shares one question between concurrent lookups', async () => {
    const { directory, asked } = countingDirectory();
    const clubs = new RequestClubs(directory);
    expect(await Promise.all([clubs.byAccountId(7), clubs.byAccountId(7)])).toEqual([DEMO, DEMO]);
    expect(asked()).toBe(1);
  });

  it('remembers an unknown club for the request, by the key it was asked by', async () => {
    const { directory, asked } = countingDirectory();
    const clubs = new RequestClubs(directory);
    expect(await clubs.bySlug('nowhere')).toBeNull();
    expect(await clubs.bySlug('nowhere')).toBeNull();
    expect(await clubs.byAccountId(99)).toBeNull();
    expect(asked()).toBe(2);
  });

  it('asks again after a failed read', async () => {
    const directory: ClubLookup = {
      bySlug: jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(DEMO),
      byAccountId: jest.fn(),
    };
    const clubs = new RequestClubs(directory);
    await expect(clubs.bySlug('demo')).rejects.toThrow('database down');
    expect(await clubs.bySlug('demo')).toBe(DEMO);
  });

  it('gives each request its own answers: the next request asks the directory again', async () => {
    const { directory, asked } = countingDirectory();
    await new RequestClubs(directory).bySlug('demo');
    await new RequestClubs(directory).bySlug('demo');
    expect(asked()).toBe(2);
  });
});
