// Only modules free of the shared libraries (React and the rest) may be imported here: the
// entry imports this before the shared singletons are negotiated.
import { holdEarlyPresses, type EarlyPresses } from './early-presses';

/**
 * A page the server prerendered (#root holds the shell's skeleton, docs/adr/0016-*) shows
 * before the app starts: its main image (the home banner, `fetchpriority="high"`) loads and a
 * frame is painted first, so the app's scripts do not hold back the page's largest paint.
 * The wait is capped, and ends at the visitor's first input (a press on a button meanwhile is
 * replayed once the app has taken the page over); a page without a prerender starts at once.
 */
export const PRERENDER_WAIT_MS = 3000;

/** What the entry loads to start the app (`./bootstrap`). */
export interface AppStart {
  /** Settles once the app has taken the page over. */
  started: Promise<unknown>;
  /** Lets the remotes whose content came with the page load their code. */
  wakeServerRenderedRemotes: () => void;
}

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

/** Starts the app over the page in `root`, with `load` bringing the app's code. */
export async function startOverPrerender(
  root: HTMLElement | null,
  load: () => Promise<AppStart>,
): Promise<void> {
  if (!root?.firstElementChild) {
    await load();
    return;
  }
  const early = holdEarlyPresses(root);
  let inputSeen = false;
  void early.firstInput.then(() => {
    inputSeen = true;
  });
  await prerenderPainted(root, early);
  const { started, wakeServerRenderedRemotes } = await load();
  await started;
  // The visitor acted, or reached a remote's content, before the app could listen: the remotes'
  // content loads its code now.
  if (inputSeen || early.remoteReached) wakeServerRenderedRemotes();
  early.replay();
}
