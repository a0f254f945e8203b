import { ClubStoreCache } from './club-store-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ClubStoreCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('loads once and answers from memory until the entry expires', async () => {
    const cache = new ClubStoreCache<string>({ ttlMs: 100, now: clock });
    const load = jest.fn(async (slug: string) => `record of ${slug}`);
    expect(await cache.get('demo', load)).toBe('record of demo');
    now += 99;
    expect(await cache.get('demo', load)).toBe('record of demo');
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.get('demo', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('remembers unknown clubs too', async () => {
    const cache = new ClubStoreCache<string>({ ttlMs: 100, now: clock });
    const load = jest.fn(async () => null);
    expect(await cache.get('nobody', load)).toBeNull();
    expect(await cache.get('nobody', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ClubStoreCache<string>({ ttlMs: 100, now: clock });
    const pending = deferred<string>();
    const load = jest.fn(() => pending.promise);
    const answers = Promise.all([cache.get('demo', load), cache.get('demo', load)]);
    pending.resolve('record');
    expect(await answers).toEqual(['record', 'record']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after invalidate and invalidateAll', async () => {
    const cache = new ClubStoreCache<number>({ ttlMs: 60_000, now: clock });
    let version = 1;
    const load = async () => version;
    expect(await cache.get('demo', load)).toBe(1);
    expect(await cache.get('quiet', load)).toBe(1);
    version = 2;
    cache.invalidate('demo');
    expect(await cache.get('demo', load)).toBe(2);
    expect(await cache.get('quiet', load)).toBe(1);
    version = 3;
    cache.invalidateAll();
    expect(await cache.get('demo', load)).toBe(3);
    expect(await cache.get('quiet', load)).toBe(3);
  });

  it('forgets the entries and running loads whose key passes a test, and only those', async () => {
    const cache = new ClubStoreCache<string>({ ttlMs: 1_000, now: clock });
    const load = jest.fn(async (key: string) => `page ${key}`);
    await cache.get('7:news:1', load);
    await cache.get('8:news:1', load);
    const running = deferred<string>();
    const pending = cache.get('7:news:2', () => running.promise);
    cache.invalidateWhere((key) => key.startsWith('7:'));
    running.resolve('old page');
    await pending;
    await cache.get('7:news:1', load);
    await cache.get('8:news:1', load);
    expect(load.mock.calls.map(([key]) => key)).toEqual(['7:news:1', '8:news:1', '7:news:1']);
    // The load that ran across the change was not kept.
    expect(await cache.get('7:news:2', load)).toBe('page 7:news:2');
  });

  it('does not keep a load that was running when its entry was invalidated', async () => {
    const cache = new ClubStoreCache<string>({ ttlMs: 60_000, now: clock });
    const slow = deferred<string>();
    const first = cache.get('demo', () => slow.promise);
    cache.invalidate('demo');
    const fresh = await cache.get('demo', async () => 'after the write');
    slow.resolve('before the write');
    expect(await first).toBe('before the write');
    expect(fresh).toBe('after the write');
    expect(await cache.get('demo', async () => 'not called')).toBe('after the write');
  });

  it('does not cache failures', async () => {
    const cache = new ClubStoreCache<string>({ ttlMs: 60_000, now: clock });
    await expect(
      cache.get('demo', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get('demo', async () => 'back')).toBe('back');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ClubStoreCache<string>({ ttlMs: 60_000, maxEntries: 2, now: clock });
    const load = jest.fn(async (slug: string) => slug);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not cache at all with a TTL of 0', async () => {
    const cache = new ClubStoreCache<string>({ ttlMs: 0, now: clock });
    const load = jest.fn(async () => 'record');
    await cache.get('demo', load);
    await cache.get('demo', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('with several keys per value', () => {
    const club = (slug: string, id: number, name = slug) => ({ slug, id, name });
    type Club = ReturnType<typeof club>;
    const keysOf = (value: Club) => [`slug:${value.slug}`, `id:${value.id}`];

    it('answers every key of a value from one load', async () => {
      const cache = new ClubStoreCache<Club>({ ttlMs: 60_000, now: clock, keysOf });
      const load = jest.fn(async () => club('demo', 7));
      await cache.get('id:7', load);
      expect(await cache.get('slug:demo', load)).toEqual(club('demo', 7));
      expect(load).toHaveBeenCalledTimes(1);
      expect(cache.size).toBe(2);
    });

    it('forgets every key of a value when one of them is invalidated', async () => {
      const cache = new ClubStoreCache<Club>({ ttlMs: 60_000, now: clock, keysOf });
      let name = 'Before';
      const load = jest.fn(async () => club('demo', 7, name));
      await cache.get('slug:demo', load);
      name = 'After';
      cache.invalidate('slug:demo');
      expect(cache.size).toBe(0);
      expect((await cache.get('id:7', load))?.name).toBe('After');
    });

    it('does not keep a load by one key that ran across the invalidation of another', async () => {
      const cache = new ClubStoreCache<Club>({ ttlMs: 60_000, now: clock, keysOf });
      const slow = deferred<Club>();
      const first = cache.get('id:7', () => slow.promise);
      cache.invalidate('slug:demo');
      slow.resolve(club('demo', 7, 'Before'));
      expect((await first)?.name).toBe('Before');
      const load = jest.fn(async () => club('demo', 7, 'After'));
      expect((await cache.get('slug:demo', load))?.name).toBe('After');
      expect((await cache.get('id:7', load))?.name).toBe('After');
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('keeps an unknown value under the key it was asked by only', async () => {
      const cache = new ClubStoreCache<Club>({ ttlMs: 60_000, now: clock, keysOf });
      expect(await cache.get('slug:nobody', async () => null)).toBeNull();
      expect(cache.size).toBe(1);
    });

    it('drops the oldest value with all its keys when full', async () => {
      const cache = new ClubStoreCache<Club>({ ttlMs: 60_000, maxEntries: 4, now: clock, keysOf });
      await cache.get('slug:a', async () => club('a', 1));
      await cache.get('slug:b', async () => club('b', 2));
      await cache.get('slug:c', async () => club('c', 3));
      expect(cache.size).toBe(4);
      const load = jest.fn(async () => club('a', 1));
      await cache.get('id:1', load);
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
