import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const MAIN = path.join(__dirname, 'main.ts');
const TSX = require.resolve('tsx');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-server-main-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the page server's process from source; `lines` collects what it writes, by stream. */
function start(env: NodeJS.ProcessEnv, args: string[] = ['--app', 'shell', '--dir', dir]) {
  const child = spawn(process.execPath, ['--import', TSX, MAIN, ...args, '--port', '0'], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = { out: [] as string[], err: [] as string[] };
  createInterface({ input: child.stdout }).on('line', (line) => lines.out.push(line));
  createInterface({ input: child.stderr }).on('line', (line) => lines.err.push(line));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, lines, exited };
}

async function until(check: () => boolean, what: string) {
  for (let waited = 0; waited < 60_000; waited += 50) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Gave up waiting for ${what}`);
}

describe("the page server's process in production", () => {
  const production = {
    NODE_ENV: 'production',
    APP_ORIGINS: 'https://*.clubs.example',
    API_ORIGIN: 'https://api.clubs.example',
  };

  it('logs its start and its stop as JSON lines, and stops cleanly on SIGTERM', async () => {
    const { child, lines, exited } = start(production);
    await until(() => lines.out.length > 0, 'the start line');
    const started = JSON.parse(lines.out[0] ?? '');
    expect(started).toMatchObject({ level: 'info', app: 'shell' });
    expect(started.msg).toMatch(new RegExp(`^shell serving .+ on http://127\\.0\\.0\\.1:\\d+$`));
    child.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);
    expect(JSON.parse(lines.out[1] ?? '')).toMatchObject({
      level: 'info',
      msg: 'shell stopping on SIGTERM',
    });
    expect(lines.err).toEqual([]);
  }, 90_000);

  it('refuses to start without its origins, saying so in a JSON line', async () => {
    const { lines, exited } = start({ NODE_ENV: 'production' });
    await expect(exited).resolves.toBe(2);
    expect(lines.err).toHaveLength(1);
    expect(JSON.parse(lines.err[0] ?? '')).toMatchObject({
      level: 'error',
      msg: expect.stringMatching(/^In production APP_ORIGINS .* must be set/),
    });
  }, 90_000);

  it('refuses a folder with no build', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'page-server-empty-'));
    try {
      const { lines, exited } = start(production, ['--app', 'shell', '--dir', empty]);
      await expect(exited).resolves.toBe(2);
      expect(JSON.parse(lines.err[0] ?? '').msg).toBe(
        `No build in ${empty}: run "npx nx build shell" first.`,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 90_000);
});
