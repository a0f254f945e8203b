import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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

// Development servers are heavy: one at a time, each replacing that remote's production server,
// which is put back afterwards for the journeys that follow.
for (const { app, port, path: nestedPath } of REMOTES) {
  test(`npx nx serve ${app} shows the remote on a nested path (${nestedPath})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await stopProductionServer(app, port);
    const dev = spawn('npx', ['nx', 'serve', app, '--output-style=stream'], {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    });
    try {
      await waitForServer(`http://localhost:${port}/`, 150_000);
      await page.goto(`http://localhost:${port}${nestedPath}`);
      await expect(page.getByText(`Standalone harness: ${app} remote`)).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator(`[data-remote="${app}"]`).first()).toBeAttached();
      expect(page.url()).toBe(`http://localhost:${port}${nestedPath}`);
    } finally {
      await stopDevServer(dev);
      await restartAppServer(
        app,
        ['--dir', path.join(ROOT, 'apps', app, 'dist')],
        '/mf-manifest.json',
      );
    }
  });
}
