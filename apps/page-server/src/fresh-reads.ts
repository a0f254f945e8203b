// A read that is never older than its caller: every page served from the cache must reflect
// what was written before it was asked for (an admin saves, then reloads), yet a crowd of
// requests must not each ask the API or the disk. Callers arriving while a read runs wait for
// the next one, which starts when the running one ends; all the callers waiting share it.

export type FreshRead<T> = () => Promise<T>;

export function freshReads<T>(read: () => Promise<T>): FreshRead<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = undefined;
    };
    current.then(done, done);
    return current;
  };
  return () => {
    if (!running) return start();
    if (!next) {
      const settled = running.then(
        () => undefined,
        () => undefined,
      );
      next = settled.then(() => {
        next = undefined;
        return start();
      });
    }
    return next;
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
