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

/** Records every layout shift of the pages this page opens from now on (see `totalShift`). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts of the current document since `watchLayoutShifts`. */
export const totalShift = (page: Page): Promise<number> =>
  page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );

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
