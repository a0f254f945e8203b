import { useCallback, useEffect, useRef, useState } from 'react';

/** How a save ended: kept, refused for its fields, or not reaching the server. */
export type SaveOutcome = 'saved' | 'invalid' | 'failed';
/** What the writer is told: nothing changed since the last save, a save coming or running, or
 * how the last one ended. */
export type SaveState = 'saved' | 'unsaved' | 'saving' | 'invalid' | 'failed';

export interface Autosave {
  readonly state: SaveState;
  /** Saves what is unsaved now (waiting for a running save first); true once all of it is kept. */
  flush(): Promise<boolean>;
}

/** The pause in typing after which the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1200;

/**
 * Saves `value` a short while after it stops changing, one save at a time (a change made during a
 * save is saved after it). `value` is compared by its JSON, from the value it started with.
 */
export function useAutosave<T>(
  value: T,
  save: (value: T) => Promise<SaveOutcome>,
  delayMs: number = AUTOSAVE_DELAY_MS,
): Autosave {
  const [state, setState] = useState<SaveState>('saved');
  const current = useRef(value);
  const savedJson = useRef(JSON.stringify(value));
  const saveRef = useRef(save);
  const running = useRef<Promise<SaveOutcome> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  // The latest value and save, for the timer and `flush` (read after the render that made them).
  useEffect(() => {
    saveRef.current = save;
    current.current = value;
  });

  const update = (next: SaveState) => {
    if (mounted.current) setState(next);
  };

  const run = useCallback(async (): Promise<SaveOutcome> => {
    if (running.current) await running.current;
    const snapshot = current.current;
    const json = JSON.stringify(snapshot);
    if (json === savedJson.current) return 'saved';
    update('saving');
    const attempt = saveRef.current(snapshot);
    running.current = attempt;
    const outcome = await attempt.catch((): SaveOutcome => 'failed');
    running.current = null;
    if (outcome === 'saved') savedJson.current = json;
    const changedSince = JSON.stringify(current.current) !== savedJson.current;
    update(outcome === 'saved' ? (changedSince ? 'unsaved' : 'saved') : outcome);
    return outcome;
  }, []);

  const json = JSON.stringify(value);
  useEffect(() => {
    if (json === savedJson.current) return;
    update('unsaved');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void run();
    }, delayMs);
  }, [json, delayMs, run]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (running.current) await running.current;
    if (JSON.stringify(current.current) === savedJson.current) return true;
    return (await run()) === 'saved';
  }, [run]);

  return { state, flush };
}
