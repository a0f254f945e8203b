// The async boundary: shared singletons are negotiated before the app code runs.
//
// A page the server prerendered (#root holds the shell's skeleton, docs/adr/0016-*) shows
// before the app starts: its main image (the home banner, `fetchpriority="high"`) loads and a
// frame is painted first, so the app's scripts do not hold back the page's largest paint.
// The wait is capped; a page without a prerender starts at once.
const PRERENDER_WAIT_MS = 3000;

function settled(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

async function prerenderPainted(root: HTMLElement | null): Promise<void> {
  if (!root?.firstElementChild) return;
  const images = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const loading = images.filter((image) => !image.complete).map(settled);
  await Promise.race([
    Promise.all(loading),
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

void prerenderPainted(document.getElementById('root')).then(() => import('./bootstrap'));
