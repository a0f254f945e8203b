import type { Page, Request } from '@playwright/test';
import { createRequire } from 'node:module';
import path from 'node:path';

const loadFromRoot = createRequire(path.join(__dirname, '../../../package.json'));
const PORTS: Record<string, number> = loadFromRoot('./tools/rspack/ports.cjs');

/** Console errors and uncaught errors of a page, as the visitor's browser reports them. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

interface ShiftSource {
  node?: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

interface LayoutShift {
  value: number;
  startTime: number;
  sources?: ShiftSource[];
}

/** Records every layout shift of the pages this page opens from now on (see `totalShift`). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(entry as unknown as LayoutShift);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts of the current document since `watchLayoutShifts`. */
export const totalShift = (page: Page): Promise<number> =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts.reduce(
      (sum, shift) => sum + shift.value,
      0,
    ),
  );

/**
 * The layout shifts that moved an element inside the first match of `selector`, each told as
 * its time, its value and what moved from where to where, so a failing check says what moved.
 */
export const shiftsWithin = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate((selector) => {
    const area = document.querySelector(selector);
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    const name = (node: Node) => {
      if (!(node instanceof Element)) return `text "${node.textContent?.slice(0, 30) ?? ''}"`;
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
      return `<${node.localName}${node.className ? ` class="${String(node.className)}"` : ''}> "${label}"`;
    };
    return (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts
      .filter((shift) =>
        (shift.sources ?? []).some((source) => !!source.node && !!area?.contains(source.node)),
      )
      .map(
        (shift) =>
          `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ` +
          (shift.sources ?? [])
            .map((source) =>
              source.node
                ? `${name(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`
                : 'a removed node',
            )
            .join('; '),
      );
  }, selector);

/** Whether a request is for a script of one remote (by its name: 'storefront', 'membership'). */
export const isRemoteScript = (request: Request, remote: string): boolean =>
  request.resourceType() === 'script' &&
  request.url().startsWith(`http://localhost:${PORTS[remote]}/`);

/** One remote's origin, as its resources' addresses begin: `http://localhost:4201/`. */
export const remoteOriginUrl = (remote: string): string => `http://localhost:${PORTS[remote]}/`;

/** Every request to one remote's origin (its scripts, styles and manifest). */
export const remoteOrigin = (remote: string): RegExp => new RegExp(`^${remoteOriginUrl(remote)}`);

/** The scripts the page loads from one remote from now on: none until the remote is needed. */
export function watchRemoteScripts(page: Page, remote: string): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (isRemoteScript(request, remote)) scripts.push(request.url());
  });
  return scripts;
}

/**
 * The page at `url` asked for again from the open page (a club host resolves in the browser
 * only): its status and HTML, as a second visitor would get them.
 */
export const fetchPageAgain = (
  page: Page,
  url: string,
): Promise<{ status: number; html: string }> =>
  page.evaluate(async (address) => {
    const answer = await fetch(address);
    return { status: answer.status, html: await answer.text() };
  }, url);

/**
 * Records, in the pages this page opens from now on, which remotes' roots and parts said their
 * code had taken the server's content over (`touchline:remote-hydrated`), in order.
 */
export async function watchTakeOvers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const from: EventTarget[] = [];
    Object.assign(window, { takenOver: seen, takenOverFrom: from });
    document.addEventListener('touchline:remote-hydrated', (event) => {
      seen.push((event as CustomEvent<{ remote: string }>).detail.remote);
      if (event.target) from.push(event.target);
    });
  });
}

export const takenOver = (page: Page) =>
  page.evaluate(() => (window as unknown as { takenOver: string[] }).takenOver);

/** Whether a root or part of a remote's content said it was taken over more than once. */
export const saidTwice = (page: Page) =>
  page.evaluate(() => {
    const from = (window as unknown as { takenOverFrom: EventTarget[] }).takenOverFrom;
    return new Set(from).size !== from.length;
  });
