// A read that is never older than its caller: every page served from the cache must reflect
// what was written before it was asked for (an admin saves, then reloads), yet a crowd of
// requests must not each ask the API. A caller never joins a read that started before it
// arrived: it starts one of its own while fewer than `overlap` run, or else waits for the next
// read, which starts when a running one ends; every caller waiting meanwhile shares it.

export type FreshRead<T> = () => Promise<T>;

export function freshReads<T>(read: () => Promise<T>, { overlap = 2 } = {}): FreshRead<T> {
  let running = 0;
  let queued: { promise: Promise<T>; start: () => void } | undefined;

  const start = (): Promise<T> => {
    running += 1;
    const current = read();
    const done = () => {
      running -= 1;
      const next = queued;
      queued = undefined;
      next?.start();
    };
    current.then(done, done);
    return current;
  };

  return () => {
    if (running < overlap && !queued) return start();
    if (!queued) {
      let begin: () => void = () => undefined;
      const promise = new Promise<void>((resolve) => {
        begin = resolve;
      }).then(start);
      queued = { promise, start: begin };
    }
    return queued.promise;
  };
}

/** `freshReads` per key, forgotten once no read of that key runs (keys may come from requests). */
export function freshReadsByKey<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const readers = new Map<string, { fresh: FreshRead<T>; waiting: number }>();
  return async (key) => {
    let reader = readers.get(key);
    if (!reader) {
      reader = { fresh: freshReads(() => read(key)), waiting: 0 };
      readers.set(key, reader);
    }
    reader.waiting += 1;
    try {
      return await reader.fresh();
    } finally {
      reader.waiting -= 1;
      if (reader.waiting === 0) readers.delete(key);
    }
  };
}
