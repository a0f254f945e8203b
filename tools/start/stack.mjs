// Starts the whole product: the Club API and every app's production build on its own port.
// Used by `npm start` and by the end-to-end journeys.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const ports = require('../rspack/ports.cjs');
export const root = path.resolve(import.meta.dirname, '../..');
export const APPS = [
  'shell',
  'storefront',
  'fixtures',
  'membership',
  'checkout',
  'auth',
  'backoffice',
];

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Every child started here and still running, so a signal can end them all. */
const running = new Set();

function track(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * Ends every child process started by this module (the build, the API, each app server): SIGTERM,
 * then SIGKILL after 5 s for any that does not stop. Resolves when all have exited.
 */
export function stopAllChildren() {
  return Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}

/** Builds every app for production through Nx (cached when nothing changed). */
export async function buildAll() {
  const child = track(
    spawn(npx, ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
      cwd: root,
      stdio: 'inherit',
    }),
  );
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  if (status !== 0) throw new Error('The production build failed.');
}

function startProcess(name, command, args, { env = {}, ready, quiet }) {
  const child = track(
    spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const prefix = `[${name}] `;
  const readyPromise = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      const text = chunk.toString();
      if (!quiet) process.stdout.write(text.replace(/^(?=.)/gm, prefix));
      if (ready.test(text)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) =>
      process.stderr.write(chunk.toString().replace(/^(?=.)/gm, prefix)),
    );
    child.once('exit', (code) =>
      reject(new Error(`${name} exited with code ${code} before it was ready`)),
    );
  });
  return { name, child, ready: readyPromise };
}

function stopProcess(proc) {
  return new Promise((resolve) => {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve();
    proc.child.once('exit', () => resolve());
    proc.child.kill('SIGTERM');
    setTimeout(() => proc.child.kill('SIGKILL'), 5000).unref();
  });
}

/** The page server's production build (apps/page-server): what a deployment runs too. */
export const PAGE_SERVER = path.join(root, 'apps/page-server/dist/main.js');

function serveApp(app, { dir, quiet } = {}) {
  const args = [PAGE_SERVER, '--app', app];
  if (dir) args.push('--dir', dir);
  return startProcess(app, process.execPath, args, { ready: /serving .* on http/, quiet });
}

/**
 * @param {{ build?: boolean, apiEnv?: Record<string, string>, quiet?: boolean }} options
 */
export async function startStack({ build = true, apiEnv = {}, quiet = false } = {}) {
  if (build) await buildAll();
  const api = startProcess(
    'api',
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
    { env: apiEnv, ready: /Club API listening on/, quiet },
  );
  const apps = new Map(APPS.map((app) => [app, serveApp(app, { quiet })]));
  const all = [api, ...apps.values()];

  async function stop() {
    await Promise.all(all.map(stopProcess));
  }

  try {
    await Promise.all(all.map((proc) => proc.ready));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    stop,
    /** Process id of each app's server (journeys restart one app to prove independent deploys). */
    pids() {
      return Object.fromEntries([...apps].map(([app, proc]) => [app, proc.child.pid]));
    },
    /** Restarts one app's server, optionally from another build folder (a redeploy). */
    async restartApp(app, dir) {
      const old = apps.get(app);
      if (old) await stopProcess(old);
      const next = serveApp(app, { dir, quiet });
      apps.set(app, next);
      all.splice(all.indexOf(old), 1, next);
      await next.ready;
    },
  };
}
