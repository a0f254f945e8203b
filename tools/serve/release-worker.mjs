// A remote release's server render, run in a worker thread (remote-render-worker.mjs) with a hard
// limit: the page server's thread only waits for a message, so the page goes out on time whatever
// the release's code does, and a worker that stops answering is ended.
import { Worker } from 'node:worker_threads';

/**
 * How long a worker whose render overstayed has to show it still answers before it is ended.
 * The page has already gone out by then, so this only bounds how long a spinning render keeps a
 * core; it leaves room for a worker still loading its release on a machine many times slower.
 */
export const ANSWER_WITHIN_MS = 2_000;

/**
 * Starts a worker for the server render in `file`.
 * @param {string} file the release's ssr/render.cjs
 * @param {{ log: (message: string, error?: unknown) => void, answerWithinMs?: number }} options
 */
export function startReleaseWorker(file, { log, answerWithinMs = ANSWER_WITHIN_MS }) {
  const worker = new Worker(new URL('./remote-render-worker.mjs', import.meta.url), {
    workerData: { file },
    // A release that leaks cannot take the page server's memory with it.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const pending = new Map();
  let nextId = 0;
  let ended = false;
  /** @type {(loaded: boolean) => void} */
  let settleReady = () => undefined;
  const ready = new Promise((resolve) => (settleReady = resolve));

  const settleAll = (message) => {
    for (const settle of pending.values()) settle({ type: 'failed', message });
    pending.clear();
  };
  worker.on('message', (message) => {
    if (message.type === 'ready') settleReady(true);
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
  function ask(message, ms) {
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(undefined);
      }, ms);
      pending.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      worker.postMessage({ ...message, id });
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
    /** Settles once the release has loaded (true), or the worker ended before it could (false). */
    ready,
    /** Renders in flight. */
    get busy() {
      return pending.size;
    },
    /**
     * The release's page for `request`, or undefined when it declines, fails or overstays
     * `timeoutMs` (then its work is aborted, and the worker ended if it is stuck).
     */
    async render(request, timeoutMs) {
      if (ended) return undefined;
      const { id, answer } = await ask({ type: 'render', request }, timeoutMs);
      if (!answer) {
        worker.postMessage({ type: 'abort', id });
        void endIfStuck();
        return undefined;
      }
      if (answer.type === 'failed') throw new Error(answer.message);
      return answer.page;
    },
    end: () => worker.terminate(),
  };
}
