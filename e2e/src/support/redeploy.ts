import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStackState, writeStackState } from './stack-state';

const ROOT = path.join(__dirname, '../../..');
const loadFromRoot = createRequire(path.join(ROOT, 'package.json'));
const PORTS: Record<string, number> = loadFromRoot('./tools/rspack/ports.cjs');

/** Builds one app alone, for production, into a fresh folder with the given release label. */
export function buildAppRelease(app: string, release: string): string {
  const outDir = mkdtempSync(path.join(tmpdir(), `touchline-${app}-`));
  const result = spawnSync(
    'npx',
    ['rspack', 'build', '--mode', 'production', '--output-path', outDir],
    {
      cwd: path.join(ROOT, 'apps', app),
      env: { ...process.env, TOUCHLINE_RELEASE: release },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`Build of ${app} failed:\n${result.stderr}`);
  return outDir;
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Stops one app's server and serves the given build in its place: a redeploy of that app. */
export async function redeployApp(app: string, dir: string): Promise<void> {
  await restartAppServer(app, ['--dir', dir], '/mf-manifest.json');
}

/**
 * Stops one app's server (the stack's, or one a journey started) and starts
 * the page server (`apps/page-server/dist/main.js --app <app> <args>`) on its port; ready when `probe` answers.
 */
export async function restartAppServer(
  app: string,
  args: readonly string[],
  probe: string,
): Promise<void> {
  const state = readStackState();
  const origin = `http://localhost:${PORTS[app]}`;
  const oldPid = state.appPids[app];
  if (oldPid) {
    try {
      process.kill(oldPid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  await waitFor(
    () =>
      fetch(origin).then(
        () => false,
        () => true,
      ),
    `${app} to stop`,
  );
  // In the journeys' own process group, not a new one: when `npm test` stops the journeys, it
  // ends their group, and a server left behind would hold the port of the next run.
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'apps/page-server/dist/main.js'), '--app', app, ...args],
    { cwd: ROOT, stdio: 'ignore' },
  );
  child.unref();
  state.extraPids.push(child.pid!);
  // Later journeys restarting this app stop this server.
  state.appPids[app] = child.pid!;
  writeStackState(state);
  await waitFor(() => answers(`${origin}${probe}`), `${app} to serve`);
}

/** Server renders a remote's deployed build could have that go wrong, by what they do. */
export const BROKEN_RENDERS = {
  throws: "exports.renderRemotePage = async () => { throw new Error('broken render'); };",
  'takes longer than the page waits':
    'exports.renderRemotePage = () => new Promise((resolve) => setTimeout(() => resolve(null), 5000));',
  // Runs in the page server's render worker: neither may hold or stop the page server.
  'keeps the CPU busy': 'exports.renderRemotePage = () => { for (;;) {} };',
  'throws after it has answered':
    "exports.renderRemotePage = async () => { setTimeout(() => { throw new Error('late'); }, 0); return null; };",
} as const;

let remoteBuilds: string | undefined;

/**
 * Restarts the shell with each given source as that remote's server render, written where the
 * page server looks for remotes' renders (`--remote-builds`); `restoreRemoteRenders` puts the
 * stack's back.
 */
export async function serveRemoteRenders(sources: Record<string, string>): Promise<void> {
  remoteBuilds ??= mkdtempSync(path.join(tmpdir(), 'touchline-remote-builds-'));
  for (const [remote, source] of Object.entries(sources)) {
    mkdirSync(path.join(remoteBuilds, remote, 'ssr'), { recursive: true });
    writeFileSync(path.join(remoteBuilds, remote, 'ssr', 'render.cjs'), source);
  }
  await restartAppServer('shell', ['--remote-builds', remoteBuilds], '/');
}

/** The shell of the stack's own deployment again, with every remote's own server render. */
export async function restoreRemoteRenders(): Promise<void> {
  await restartAppServer('shell', [], '/');
  if (remoteBuilds) rmSync(remoteBuilds, { recursive: true, force: true });
  remoteBuilds = undefined;
}
