/**
 * The moment the page's likely first acts may have their code fetched and run ahead of the tap
 * (docs/adr/0029-*): the page has loaded (its main image included, so nothing competes with the
 * largest paint) and the browser has a moment to spare, as Next.js's link prefetch and Astro's
 * `client:idle` islands wait for. A visitor whose browser asks to save data (Save-Data) gets
 * no such moment: code then loads when they act, as before.
 */

/** How long the browser may keep the moment waiting once the page has loaded. */
export const IDLE_TIMEOUT_MS = 2000;

interface SaveDataConnection {
  readonly saveData?: boolean;
}

/** Whether the visitor's browser asks sites to save data (the Network Information API). */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  return connection?.saveData === true;
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      // Safari has no idle callbacks: a task after the load event's own.
      window.setTimeout(resolve, 0);
    }
  });
}

let pageIdle: Promise<void> | undefined;

/**
 * Settles once, when the page has loaded and the browser is idle; never on a Save-Data
 * connection. The same promise for every caller.
 */
export function whenPageIdle(): Promise<void> {
  pageIdle ??= savesData() ? new Promise<void>(() => undefined) : loaded().then(idle);
  return pageIdle;
}

/**
 * The browser's next idle moment after the page's: for code wanted after what the page's moment
 * brought (the sign-in dialog's, after the user menu). Never on a Save-Data connection.
 */
export function whenIdleAgain(): Promise<void> {
  return whenPageIdle().then(idle);
}

/** Tests only: the next call waits for a new moment. */
export function forgetPageIdle(): void {
  pageIdle = undefined;
}
