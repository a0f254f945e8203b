// A remote release's server render, run in a worker thread (remote-render-worker.ts) with a hard
// limit: the page server's thread only waits for a message, so the page goes out on time whatever
// the release's code does, and a worker that stops answering is ended.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { FromWorker, RemotePage, RenderWorkerData, ToWorker } from './render-worker-messages';

/**
 * How long a worker whose render overstayed has to show it still answers before it is ended.
 * The page has already gone out by then, so this only bounds how long a spinning render keeps a
 * core; it leaves room for a worker still loading its release on a machine many times slower.
 */
export const ANSWER_WITHIN_MS = 2_000;

export type Log = (message: string, error?: unknown) => void;

export interface ReleaseWorker {
  readonly ended: boolean;
  /** Settles once the release has loaded (true), or the worker ended before it could (false). */
  readonly ready: Promise<boolean>;
  /** Renders in flight. */
  readonly busy: number;
  /**
   * The release's page for `request`; null when it declines the page; undefined when it fails
   * or overstays `timeoutMs` (then its work is aborted, and the worker ended if it is stuck).
   */
  render(
    request: Record<string, unknown>,
    timeoutMs: number,
  ): Promise<RemotePage | null | undefined>;
  end(): Promise<number>;
}

/**
 * The worker thread: the built worker beside this file (dist/), or from its TypeScript source
 * through tsx where this runs from source (the tests).
 */
function startWorkerThread(options: WorkerOptions): Worker {
  const built = path.join(__dirname, 'remote-render-worker.js');
  if (existsSync(built)) return new Worker(built, options);
  const nodeRequire = createRequire(__filename);
  const source = path.join(__dirname, 'remote-render-worker.ts');
  const code = `require(${JSON.stringify(nodeRequire.resolve('tsx/cjs'))});require(${JSON.stringify(source)});`;
  return new Worker(code, { ...options, eval: true });
}

type Settle = (answer: FromWorker) => void;

/** Starts a worker for the server render in `file` (a release's ssr/render.cjs). */
export function startReleaseWorker(
  file: string,
  { log, answerWithinMs = ANSWER_WITHIN_MS }: { log: Log; answerWithinMs?: number },
): ReleaseWorker {
  const workerData: RenderWorkerData = { file };
  const worker = startWorkerThread({
    workerData,
    // A release that leaks cannot take the page server's memory with it.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const pending = new Map<number, Settle>();
  let nextId = 0;
  let ended = false;
  let settleReady: (loaded: boolean) => void = () => undefined;
  const ready = new Promise<boolean>((resolve) => (settleReady = resolve));

  const settleAll = (message: string) => {
    for (const [id, settle] of pending) settle({ type: 'failed', id, message });
    pending.clear();
  };
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'ready') {
      settleReady(true);
      return;
    }
    const settle = pending.get(message.id);
    if (!settle) return;
    pending.delete(message.id);
    settle(message);
  });
  worker.on('error', (error) => {
    // An uncaught error ends the worker: it takes no more renders from here, though its 'exit'
    // comes later. A render waiting on it reports it; one thrown outside any render is said here.
    ended = true;
    settleReady(false);
    if (pending.size === 0) log('A remote server render ended its worker with an error.', error);
    settleAll(error instanceof Error ? error.message : String(error));
  });
  worker.on('exit', () => {
    ended = true;
    settleReady(false);
    settleAll('The render worker ended');
  });
  // The page server may stop while a worker runs: a worker never keeps it alive.
  worker.unref();

  /** Sends a message and settles with the answer to it, or with undefined after `ms`. */
  function ask(
    message: { type: 'render'; request: Record<string, unknown> } | { type: 'ping' },
    ms: number,
  ): Promise<{ id: number; answer: FromWorker | undefined }> {
    const id = nextId++;
    return new Promise<FromWorker | undefined>((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(undefined);
      }, ms);
      pending.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      worker.postMessage({ ...message, id } as ToWorker);
    }).then((answer) => ({ id, answer }));
  }

  /** Ends the worker unless it answers within `answerWithinMs` (its thread is not stuck). */
  async function endIfStuck() {
    const { answer } = await ask({ type: 'ping' }, answerWithinMs);
    if (!answer && !ended) {
      log('A remote server render kept its worker busy past the limit; the worker was ended.');
      void worker.terminate();
    }
  }

  return {
    get ended() {
      return ended;
    },
    ready,
    get busy() {
      return pending.size;
    },
    async render(request, timeoutMs) {
      if (ended) return undefined;
      const { id, answer } = await ask({ type: 'render', request }, timeoutMs);
      if (!answer) {
        worker.postMessage({ type: 'abort', id } satisfies ToWorker);
        void endIfStuck();
        return undefined;
      }
      if (answer.type === 'failed') throw new Error(answer.message);
      return answer.type === 'rendered' ? (answer.page ?? null) : undefined;
    },
    end: () => worker.terminate(),
  };
}
