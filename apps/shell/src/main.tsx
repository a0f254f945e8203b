// Only modules free of the shared libraries (React and the rest) may be imported here.
import { holdEarlyPresses, type EarlyPresses } from './boot/early-presses';

// The async boundary: shared singletons are negotiated before the app code runs.
//
// A page the server prerendered (#root holds the shell's skeleton, docs/adr/0016-*) shows
// before the app starts: its main image (the home banner, `fetchpriority="high"`) loads and a
// frame is painted first, so the app's scripts do not hold back the page's largest paint.
// The wait is capped, and ends at the visitor's first input (a press on a button meanwhile is
// replayed once the app has taken the page over); a page without a prerender starts at once.
const PRERENDER_WAIT_MS = 3000;

function settled(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

async function prerenderPainted(root: HTMLElement, early: EarlyPresses): Promise<void> {
  const images = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const loading = images.filter((image) => !image.complete).map(settled);
  await Promise.race([
    Promise.all(loading),
    early.firstInput,
    new Promise((resolve) => setTimeout(resolve, PRERENDER_WAIT_MS)),
  ]);
  await nextPaint();
}

/**
 * After the browser's next paint: a task queued from a frame callback runs once that frame is
 * painted. A hidden page paints no frames: there the app starts at once (and within 100 ms
 * whatever the frames do).
 */
function nextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, 100);
  });
}

async function start() {
  const root = document.getElementById('root');
  if (!root?.firstElementChild) {
    await import('./bootstrap');
    return;
  }
  const early = holdEarlyPresses(root);
  let inputSeen = false;
  void early.firstInput.then(() => {
    inputSeen = true;
  });
  await prerenderPainted(root, early);
  const { started, wakeServerRenderedRemotes } = await import('./bootstrap');
  await started;
  // The visitor acted before the app could listen: the remotes' content loads its code now.
  if (inputSeen) wakeServerRenderedRemotes();
  early.replay();
}

void start();
