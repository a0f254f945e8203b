import { freshReads, freshReadsByKey } from './fresh-reads';

/** Reads the test finishes itself: each call starts one, answered by `started[i](value)`. */
function controlledReads() {
  const started: ((value: number) => void)[] = [];
  const read = () => new Promise<number>((resolve) => started.push(resolve));
  return { read, started };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a fresh read', () => {
  it('starts at once while fewer than its overlap run, then is shared by the callers waiting', async () => {
    const { read, started } = controlledReads();
    const fresh = freshReads(read, { overlap: 2 });
    const first = fresh();
    const second = fresh();
    const waiting = [fresh(), fresh(), fresh()];
    expect(started).toHaveLength(2);
    started[1]?.(2);
    expect(await second).toBe(2);
    await settle();
    // The next read started when one ended, after every waiting caller arrived.
    expect(started).toHaveLength(3);
    started[2]?.(3);
    expect(await Promise.all(waiting)).toEqual([3, 3, 3]);
    started[0]?.(1);
    expect(await first).toBe(1);
  });

  it('never answers a caller with a read that started before it asked', async () => {
    const { read, started } = controlledReads();
    const fresh = freshReads(read, { overlap: 1 });
    const first = fresh();
    // Asked while the first read runs: that read may have missed a write made just now.
    const second = fresh();
    expect(started).toHaveLength(1);
    started[0]?.(1);
    expect(await first).toBe(1);
    await settle();
    expect(started).toHaveLength(2);
    started[1]?.(2);
    expect(await second).toBe(2);
    // Nothing running: the next caller starts its own read at once.
    const third = fresh();
    expect(started).toHaveLength(3);
    started[2]?.(3);
    expect(await third).toBe(3);
  });

  it('goes on after a read that failed', async () => {
    let calls = 0;
    const fresh = freshReads(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('no answer');
        return calls;
      },
      { overlap: 1 },
    );
    const [first, second] = await Promise.allSettled([fresh(), fresh()]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: 2 });
  });
});

describe('fresh reads by key', () => {
  it('reads each key on its own, and forgets a key once no one waits for it', async () => {
    const asked: string[] = [];
    const read = freshReadsByKey(async (key) => {
      asked.push(key);
      return key.toUpperCase();
    });
    expect(await Promise.all([read('a'), read('b'), read('a')])).toEqual(['A', 'B', 'A']);
    expect(await read('a')).toBe('A');
    expect(asked).toEqual(['a', 'b', 'a', 'a']);
  });
});
