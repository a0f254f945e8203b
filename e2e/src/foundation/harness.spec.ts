import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { restartAppServer } from '../support/redeploy';
import { readStackState, writeStackState } from '../support/stack-state';

const ROOT = path.join(__dirname, '../../..');

/** Each remote's harness opened on a nested path (a reload of a deep link). */
const REMOTES = [
  { app: 'storefront', port: 4201, path: '/contact' },
  { app: 'fixtures', port: 4202, path: '/fixtures-results' },
  { app: 'membership', port: 4203, path: '/products/membership' },
  { app: 'checkout', port: 4204, path: '/checkout/confirmation' },
  { app: 'auth', port: 4205, path: '/authentication/sign-in' },
] as const;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      async (response) => response.ok && (await response.text()).includes('<div id="root">'),
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Stops the stack's production server of `app`, so its dev server can take the port. */
async function stopProductionServer(app: string, port: number): Promise<void> {
  const state = readStackState();
  const pid = state.appPids[app];
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  delete state.appPids[app];
  writeStackState(state);
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (!up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopDevServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    // The dev server runs in its own process group (npx -> rspack): end the whole group.
    process.kill(-child.pid!, 'SIGTERM');
  });
}

/**
 * Runs `npx nx serve <app>` in place of that remote's production server, which is put back
 * afterwards for the journeys that follow.
 */
async function withHarness(app: string, port: number, run: () => Promise<void>): Promise<void> {
  await stopProductionServer(app, port);
  const dev = spawn('npx', ['nx', 'serve', app, '--output-style=stream'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer(`http://localhost:${port}/`, 150_000);
    await run();
  } finally {
    await stopDevServer(dev);
    await restartAppServer(
      app,
      ['--dir', path.join(ROOT, 'apps', app, 'dist')],
      '/mf-manifest.json',
    );
  }
}

/**
 * Opens a harness page and resolves once its hot-update socket has the current build (the
 * server's first `ok`): an edit saved before that would be taken as the page's own build.
 */
async function openHotPage(page: Page, url: string): Promise<void> {
  const synced = page
    .waitForEvent('websocket', (socket) => new URL(socket.url()).pathname === '/ws')
    .then((socket) =>
      socket.waitForEvent('framereceived', {
        predicate: (frame) => String(frame.payload).includes('"type":"ok"'),
      }),
    );
  await page.goto(url);
  await synced;
}

// Development servers are heavy: one at a time.
for (const { app, port, path: nestedPath } of REMOTES) {
  test(`npx nx serve ${app} shows the remote on a nested path (${nestedPath})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await withHarness(app, port, async () => {
      await page.goto(`http://localhost:${port}${nestedPath}`);
      await expect(page.getByText(`Standalone harness: ${app} remote`)).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator(`[data-remote="${app}"]`).first()).toBeAttached();
      expect(page.url()).toBe(`http://localhost:${port}${nestedPath}`);
    });
  });
}

// One remote stands for all: the harness configuration is shared (tools/rspack).
test('npx nx serve auth lists its routes on / and applies an edit in place, keeping what was typed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const origin = 'http://localhost:4205';
  const pageFile = path.join(ROOT, 'apps/auth/src/steps/forgot-password-step.tsx');
  const source = readFileSync(pageFile, 'utf8');
  // The field's label, from the auth remote's messages, given a text of its own in the source.
  const edited = source.replace("label={t('form.email')}", 'label="Email for the code"');
  expect(edited).not.toBe(source);
  await withHarness('auth', 4205, async () => {
    await page.goto(`${origin}/`);
    const routes = page.getByRole('navigation', { name: 'Routes of this remote' });
    await expect(routes.getByRole('link', { name: '/authentication', exact: true })).toBeVisible();
    await expect(routes.getByRole('link', { name: '/orders', exact: true })).toBeVisible();
    await expect(routes.getByText('./account', { exact: true })).toBeVisible();

    await openHotPage(page, `${origin}/authentication/forgot-password`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('kept@example.ie');
    // A full reload would start a fresh window without it.
    await page.evaluate(() => Object.assign(window, { harnessNotReloaded: true }));
    try {
      writeFileSync(pageFile, edited);
      await expect(page.getByRole('textbox', { name: 'Email for the code' })).toHaveValue(
        'kept@example.ie',
      );
    } finally {
      writeFileSync(pageFile, source);
    }
    expect(await page.evaluate(() => 'harnessNotReloaded' in window)).toBe(true);
  });
});
