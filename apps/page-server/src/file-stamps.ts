// Files the page server reads again only when they change on disk: a rebuild, a promotion or a
// rollback changes a file's stamp.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * A file's stamp, read synchronously: a few microseconds for a local file, where an
 * asynchronous stat's trip through the thread pool cost more than the rest of a kept page.
 */
export function fileStamp(file: string): string {
  // Nanoseconds: a file rewritten twice within a millisecond still changes its stamp.
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}` : '-';
}

/** A JSON file's content, read and parsed again only when its stamp changed. */
export function jsonByStamp<T>(file: string) {
  let known: { stamp: string; value: Promise<T | undefined> } | undefined;
  return (stamp: string) => {
    if (known?.stamp !== stamp) {
      const value = readFile(file, 'utf8').then(
        (text) => JSON.parse(text) as T,
        () => undefined,
      );
      known = { stamp, value: value.catch(() => undefined) };
    }
    return known.value;
  };
}
