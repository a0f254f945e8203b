// The reference floor every speed figure is compared with (see docs/performance.md): a bare
// federated host + remote and the same UI without federation, from the shared baseline, built
// into a scratch folder and served compressed beside the project in the same run. The machine is
// shared and noisy, so a page's figure means something only as a ratio to these, measured at
// the same moment.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
/** Where the baseline lives (read-only); FLOOR_DIR overrides. */
const SOURCE = path.resolve(
  process.env.FLOOR_DIR ?? path.join(root, '../shared/baseline/mf-floor'),
);
const PORTS = { host: 4301, remote: 4302, nofed: 4303 };

export const FLOOR_PAGES = [
  { name: 'Floor, federated', url: `http://127.0.0.1:${PORTS.host}/remote`, floor: 'federated' },
  { name: 'Floor, not federated', url: `http://127.0.0.1:${PORTS.nofed}/remote`, floor: 'nofed' },
];

export function floorAvailable() {
  return existsSync(path.join(SOURCE, 'packages/host/rspack.config.mjs'));
}

function rspackBuild(cwd, extra = []) {
  // The baseline pins the project's own toolchain versions (rspack, federation, React), so it
  // builds with the project's node_modules instead of an install of its own.
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '--mode',
      'production',
      ...extra,
    ],
    {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`The floor build in ${cwd} failed.`);
}

function serve(dir, port, spa) {
  const args = [path.join(dir, '..', '..', '..', 'tools/serve-gz.mjs'), dir, String(port)];
  if (spa) args.push('--spa');
  return spawn(process.execPath, args, {
    stdio: 'ignore',
    env: { ...process.env, SERVE_S: '3600' },
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Builds the floor into a scratch folder and serves its three builds; `stop()` ends them. */
export async function startFloor() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'touchline-mf-floor-'));
  cpSync(SOURCE, scratch, { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  const host = path.join(scratch, 'packages/host');
  const remote = path.join(scratch, 'packages/remote');
  rspackBuild(remote);
  rspackBuild(host);
  rspackBuild(host, ['-c', 'rspack.nofed.config.mjs']);
  const servers = [
    serve(path.join(remote, 'dist'), PORTS.remote, false),
    serve(path.join(host, 'dist'), PORTS.host, true),
    serve(path.join(host, 'dist-nofed'), PORTS.nofed, true),
  ];
  await Promise.all(FLOOR_PAGES.map((page) => waitFor(page.url)));
  return {
    pages: FLOOR_PAGES,
    async stop() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              if (server.exitCode !== null) return resolve();
              server.once('exit', resolve);
              server.kill('SIGTERM');
            }),
        ),
      );
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
