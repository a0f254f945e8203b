import { expect, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

interface AxeCheck {
  /** Only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
  /** Only the rules of these tags (axe runs every rule otherwise, best practices included). */
  tags?: string[];
  /** Where the check was, in the failure message. */
  where?: string;
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a frame may take to take axe in, and to answer axe's ping in a run. */
const FRAME_WAIT_MS = 10_000;

/** axe-core's own script, read once per worker. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe in the frame unless this document already has it. Evaluated through the browser's
 * debugging protocol: the pages' Content-Security-Policy (rightly) refuses an inline script tag.
 * Frames are allowed to answer the page's axe from any origin (the card entry is served by
 * another origin than the club's site).
 */
async function injectAxe(frame: Frame) {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() =>
    (window as unknown as { axe: { configure: (spec: unknown) => void } }).axe.configure({
      allowedOrigins: ['<unsafe_all_origins>'],
    }),
  );
}

/**
 * axe finds no violation on the page (or the part of it named), its frames included. axe is put
 * in each document once and run there with `axe.run`: @axe-core/playwright's builder injected
 * the 550 KB script into every frame on every check and finished each run in a new blank page,
 * about five times this run's browser time. Asking for violations only spares axe building a
 * selector and a report for each passing node, which is most of a full report's time.
 */
export async function expectNoAxeViolations(page: Page, { include, tags, where }: AxeCheck = {}) {
  await injectAxe(page.mainFrame());
  // A frame that is gone or does not answer is left out, as the builder left it out (it gave
  // a frame one second; this leaves room for a slower machine).
  await Promise.all(
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map((frame) =>
        Promise.race([injectAxe(frame), delay(FRAME_WAIT_MS)]).catch(() => undefined),
      ),
  );
  const violations = await page.evaluate(
    async ({ include, tags, frameWait }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const options = {
        resultTypes: ['violations'],
        // axe leaves out, without a word, a frame that does not answer its ping within 500 ms:
        // on a busy machine the card entry's frame could go unchecked. Every frame was given
        // axe above, so each answers; the wait is the frames' own, not a guess at a speed.
        pingWaitTime: frameWait,
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
      };
      const results = (await axe.run(include ? { include: [include] } : document, options)) as {
        violations: AxeViolation[];
      };
      return results.violations.map(({ id, help, nodes }) => ({
        id,
        help,
        nodes: nodes.map((node) => ({ target: node.target })),
      }));
    },
    { include, tags, frameWait: FRAME_WAIT_MS },
  );
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
    where,
  ).toEqual([]);
}
