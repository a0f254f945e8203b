import { registerSlice, useAppDispatch, useAppSelector, type AppStore } from '@touchline/store';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'react-redux';
import { serverDataSaga } from './server-data-saga';
import {
  selectLatestServerData,
  selectServerData,
  selectServerDataGeneration,
  serverDataSlice,
  serverReadLeft,
  serverReadRequested,
  serverReadSucceeded,
  type ServerDataEntry,
} from './server-data-slice';
import {
  SERVER_READS_SERVICE,
  serverReadKey,
  type ServerRead,
  type ServerReads,
} from './server-reads';

/** What a component shows of a read. */
export type ServerReadState<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; value: T; refreshing: boolean };

export interface ServerReadOptions {
  /** A failure is also said as a danger notice with the API's message (a page's main read). */
  notifyFailure?: boolean;
  /** With `notifyFailure`, the notice's text instead of the API's message. */
  failureText?: string;
  /**
   * While new arguments are read, show this read's latest answer (a list's next page: the
   * page on screen stays until the next is there) rather than loading; off, another item shows
   * as loading until its answer.
   */
  keepPrevious?: boolean;
}

export interface ServerReadResult<T> {
  read: ServerReadState<T>;
  /** Reads again (the answer on screen stays while it runs). */
  reload: () => void;
  /** Keeps a new answer the page already has (a change's answer is the item as it is now). */
  replace: (value: T) => void;
}

/**
 * Registers the reads' slice and saga (once per store; each remote that reads bundles this
 * module, the first to read injects them) and the read with the store, where the saga finds it.
 */
function registerRead(store: AppStore, read: ServerRead<never, unknown>): void {
  registerSlice(serverDataSlice, serverDataSaga);
  let reads = store.getService<ServerReads>(SERVER_READS_SERVICE);
  if (!reads) {
    reads = new Map();
    store.setSagaContext({ [SERVER_READS_SERVICE]: reads });
  }
  reads.set(read.name, read as unknown as ServerRead<unknown, unknown>);
}

function shown<T>(entry: ServerDataEntry | undefined): ServerReadState<T> {
  if (!entry || entry.status === 'loading') return { state: 'loading' };
  if (entry.status === 'failed') return { state: 'failed', message: entry.message };
  return { state: 'loaded', value: entry.value as T, refreshing: entry.refreshing };
}

/**
 * Server data for a component, by the page's one data layer (ADR 0035): read when the
 * component mounts, again when `args` change or on `reload()`, given up when it unmounts; the
 * answer is kept by the store, so a component shown again starts from it while it is read
 * afresh. `args` are plain JSON values (with the read's name, the key of the answer); null:
 * nothing to read yet (a slug or a club not known yet).
 */
export function useServerRead<Args, T>(
  read: ServerRead<Args, T>,
  args: Args | null,
  { notifyFailure = false, failureText, keepPrevious = false }: ServerReadOptions = {},
): ServerReadResult<T> {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const { name } = read;
  const key = args === null ? null : serverReadKey(name, args);
  const entry = useAppSelector((state) =>
    key === null ? undefined : selectServerData(state, key),
  );
  const latest = useAppSelector((state) =>
    keepPrevious ? selectLatestServerData(state, name) : undefined,
  );
  // Every answer forgotten (another session): a component still shown asks again.
  const generation = useAppSelector(selectServerDataGeneration);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  useEffect(() => {
    if (key === null) return;
    // The key holds the arguments as JSON: an object made anew each render is the same read.
    const args: unknown = JSON.parse(key.slice(name.length + 1));
    // Registered here, not while rendering: a render stays free of side effects.
    registerRead(store, read as unknown as ServerRead<never, unknown>);
    dispatch(serverReadRequested({ name, args, key, notifyFailure, failureText }));
    return () => {
      dispatch(serverReadLeft(key));
    };
  }, [store, read, dispatch, key, name, notifyFailure, failureText, round, generation]);
  const replace = useCallback(
    (value: T) => {
      if (key !== null) dispatch(serverReadSucceeded({ name, key, value }));
    },
    [dispatch, key, name],
  );

  // One object per kept entry: a component's effects on the read run when the entry changes,
  // not on every render.
  const current = useMemo(() => shown<T>(entry), [entry]);
  const previous = useMemo(
    (): ServerReadState<T> | null =>
      latest?.status === 'loaded'
        ? { state: 'loaded', value: latest.value as T, refreshing: true }
        : null,
    [latest],
  );
  if (current.state === 'loading' && previous) return { read: previous, reload, replace };
  return { read: current, reload, replace };
}
