// One release's server render, in a worker thread of the page server (remote-renders.mjs): the
// release's code runs here, so a render that throws later, hangs or spins cannot stop the page
// server's own thread, which ends this worker when a render overstays.
//
// Messages in:  { type: 'render', id, request } | { type: 'abort', id } | { type: 'ping', id }
// Messages out: { type: 'ready' } once the release has loaded, then
//               { type: 'rendered', id, page } | { type: 'failed', id, message } | { type: 'pong', id }
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
/** Loaded when the worker starts: a module that cannot load ends the worker with its error. */
const release = require(workerData.file);
const controllers = new Map();

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

async function render(id, request) {
  const controller = new AbortController();
  controllers.set(id, controller);
  try {
    if (typeof release.renderRemotePage !== 'function') {
      port.postMessage({ type: 'rendered', id, page: undefined });
      return;
    }
    const page = await release.renderRemotePage({ ...request, signal: controller.signal });
    // Only what the page needs crosses back: a page holding anything else is refused.
    port.postMessage({ type: 'rendered', id, page: page ?? undefined });
  } catch (error) {
    port.postMessage({
      type: 'failed',
      id,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  } finally {
    controllers.delete(id);
  }
}

// The release has loaded: the page server may count on this worker for its first page.
port.postMessage({ type: 'ready' });

port.on('message', (message) => {
  if (message.type === 'ping') port.postMessage({ type: 'pong', id: message.id });
  else if (message.type === 'abort')
    controllers.get(message.id)?.abort(new Error('The page went out without this render'));
  else if (message.type === 'render') void render(message.id, message.request);
});
