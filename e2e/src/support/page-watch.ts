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

interface LayoutShift {
  value: number;
  sources?: { node?: Node | null }[];
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

/** The sum of the layout shifts that moved an element inside the first match of `selector`. */
export const shiftWithin = (page: Page, selector: string): Promise<number> =>
  page.evaluate((selector) => {
    const area = document.querySelector(selector);
    return (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts
      .filter((shift) =>
        (shift.sources ?? []).some((source) => !!source.node && !!area?.contains(source.node)),
      )
      .reduce((sum, shift) => sum + shift.value, 0);
  }, selector);

/** Whether a request is for a script of one remote (by its name: 'storefront', 'membership'). */
export const isRemoteScript = (request: Request, remote: string): boolean =>
  request.resourceType() === 'script' &&
  request.url().startsWith(`http://localhost:${PORTS[remote]}/`);

/** The scripts the page loads from one remote from now on: none until the remote is needed. */
export function watchRemoteScripts(page: Page, remote: string): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (isRemoteScript(request, remote)) scripts.push(request.url());
  });
  return scripts;
}
