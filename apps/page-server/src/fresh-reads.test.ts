import { freshReads, freshReadsByKey } from './fresh-reads';

/** A read the test finishes itself: each call starts one, answered by `finish(value)`. */
function controlledReads() {
  const started: ((value: number) => void)[] = [];
  const read = () => new Promise<number>((resolve) => started.push(resolve));
  return { read, started };
}

describe('a fresh read', () => {
  it('is shared by the callers that arrive before it starts', async () => {
    let reads = 0;
    const fresh = freshReads(async () => ++reads);
    expect(await Promise.all([fresh(), fresh(), fresh()])).toEqual([1, 2, 2]);
    expect(reads).toBe(2);
  });

  it('never answers a caller with a read that started before it asked', async () => {
    const { read, started } = controlledReads();
    const fresh = freshReads(read);
    const first = fresh();
    // Asked while the first read runs: it may have missed a write made just now.
    const second = fresh();
    const third = fresh();
    expect(started).toHaveLength(1);
    started[0]?.(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(started).toHaveLength(2);
    started[1]?.(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // Nothing running: the next caller starts its own read at once.
    const fourth = fresh();
    expect(started).toHaveLength(3);
    started[2]?.(3);
    expect(await fourth).toBe(3);
  });

  it('goes on after a read that failed', async () => {
    let calls = 0;
    const fresh = freshReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('no answer');
      return calls;
    });
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
