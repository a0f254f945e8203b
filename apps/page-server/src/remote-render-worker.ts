// One release's server render, in a worker thread of the page server (remote-renders.ts): the
// release's code runs here, so a render that throws later, hangs or spins cannot stop the page
// server's own thread, which ends this worker when a render overstays.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { FromWorker, RemotePage, RenderWorkerData, ToWorker } from './render-worker-messages';

interface ReleaseModule {
  renderRemotePage?: (
    request: Record<string, unknown> & { signal: AbortSignal },
  ) => Promise<RemotePage | null | undefined>;
}

// Node's own require: the release is a file on disk, never part of this build.
const nodeRequire = createRequire(__filename);
/** Loaded when the worker starts: a module that cannot load ends the worker with its error. */
const release = nodeRequire((workerData as RenderWorkerData).file) as ReleaseModule;
const controllers = new Map<number, AbortController>();

if (!parentPort) throw new Error('remote-render-worker runs in a worker thread only');
const port = parentPort;
const send = (message: FromWorker) => port.postMessage(message);

async function render(id: number, request: Record<string, unknown>) {
  const controller = new AbortController();
  controllers.set(id, controller);
  try {
    if (typeof release.renderRemotePage !== 'function') {
      send({ type: 'rendered', id, page: undefined });
      return;
    }
    const page = await release.renderRemotePage({ ...request, signal: controller.signal });
    send({ type: 'rendered', id, page: page ?? undefined });
  } catch (error) {
    send({
      type: 'failed',
      id,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  } finally {
    controllers.delete(id);
  }
}

// The release has loaded: the page server may count on this worker for its first page.
send({ type: 'ready' });

port.on('message', (message: ToWorker) => {
  if (message.type === 'ping') send({ type: 'pong', id: message.id });
  else if (message.type === 'abort')
    controllers.get(message.id)?.abort(new Error('The page went out without this render'));
  else if (message.type === 'render') void render(message.id, message.request);
});
