// What the production checks share: the API built and laid out as an operator deploys it, and
// processes started and waited for.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const apiRoot = path.join(root, 'apps/api');

/** Builds the projects for production (Nx answers from its cache when nothing changed). */
export function build(...projects) {
  const names = projects.length > 0 ? projects : ['api'];
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', `--projects=${names.join(',')}`, '--output-style=static'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`The build of ${names.join(', ')} failed`);
}

/** A deployment folder: dist + migrations + static, node_modules = production dependencies only. */
export function deploymentFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'touchline-api-release-'));
  const app = path.join(dir, 'apps/api');
  for (const part of ['dist', 'migrations', 'static']) {
    cpSync(path.join(apiRoot, part), path.join(app, part), { recursive: true });
  }
  // The workspace's production dependencies and the API's own (its workspace packages are
  // compiled into dist/main.js).
  const read = (file) => JSON.parse(readFileSync(file, 'utf8')).dependencies ?? {};
  const dependencies = {
    ...read(path.join(root, 'package.json')),
    ...read(path.join(apiRoot, 'package.json')),
  };
  for (const name of Object.keys(dependencies).filter((each) => !each.startsWith('@touchline/'))) {
    const link = path.join(dir, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(root, 'node_modules', name), link, 'dir');
  }
  return { dir, main: path.join(app, 'dist/main.js') };
}

/** A process whose output is kept (shown when a check fails). */
export function run(main, env, { cwd, args = [], command = process.execPath } = {}) {
  const child = spawn(command, main ? [main, ...args] : args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function waitFor(predicate, what, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * GET `url` with the Host header a browser would send for `host` (fetch drops a Host header, as
 * the Fetch standard says): the answer's status, headers and body as text.
 */
export function getAs(host, url, headers = {}) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: hostname, port, path: `${pathname}${search}`, headers: { host, ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode,
            headers: new Headers(response.headers),
            body: body.toString('utf8'),
            bytes: body,
          });
        });
      },
    );
    request.on('error', reject);
  });
}
