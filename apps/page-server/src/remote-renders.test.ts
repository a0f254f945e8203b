import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createRemoteRenders,
  type Deployment,
  type RemoteRenders,
  remoteBuildDir,
  type RenderedRemote,
} from './remote-renders';

// The release workers start from the TypeScript source (through tsx): each test has a generous
// limit, so a machine several times slower still passes; the waits are for states, not times.
jest.setTimeout(120_000);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-renders-'));
  dirs.push(dir);
  return dir;
};

/**
 * How long a page waits for its render where the test is not about that wait: a fresh worker
 * first loads its TypeScript through tsx, which a slow machine may take more than the server's
 * second over. The tests about the wait give their own.
 */
const RENDER_WITHIN_MS = 30_000;

// Every test's release workers are ended after it, so jest exits as soon as it is done.
const opened: RemoteRenders[] = [];
const remoteRenders = (options: Parameters<typeof createRemoteRenders>[0]) => {
  const renders = createRemoteRenders({ timeoutMs: RENDER_WITHIN_MS, ...options });
  opened.push(renders);
  return renders;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((renders) => renders.close()));
});

/** A remote's build folder with a server render module (and its stylesheet). */
function writeBuild(dir: string, source: string, css = '.article{margin:0}') {
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'ssr', 'render.cjs'), source);
  writeFileSync(path.join(dir, 'ssr', 'render.css'), css);
}

// Renders what it was asked for; `loaded` names this load of the module.
const ECHO = (release: string) => `const loaded = Math.random();
exports.renderRemotePage = async (request) => ({
  markup: '<h1>' + request.url + '</h1>',
  release: ${JSON.stringify(release)},
  data: { url: request.url, club: request.club, loaded },
});`;
/** The echo's data: which load of the module rendered the page. */
const echoed = (page: RenderedRemote | null | undefined) =>
  page?.data as { url: string; club: string; loaded: number | undefined } | undefined;
const withoutLoad = (page: RenderedRemote | null | undefined) => {
  const data = echoed(page);
  return page && data ? { ...page, data: { ...data, loaded: undefined } } : page;
};

const LOCAL = { storefront: 'http://localhost:4201/mf-manifest.json' };
const request = { url: '/news/a', pageUrl: 'http://demo.test/news/a', club: 'demo' };
const at = (release: string): Deployment => ({
  storefront: `http://localhost:4201/${release}/mf-manifest.json`,
});
/** A release that takes longer to load than a page waits for its render. */
const SLOW_TO_LOAD = `const until = Date.now() + 1_500; while (Date.now() < until) {}\n${ECHO('r-1')}`;

/** Waits for a state, however slow the machine (the test's own limit stops a hung wait). */
async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("where a remote's server render is", () => {
  it('is the release folder the deployment file names, beside that file', () => {
    expect(
      remoteBuildDir({
        remote: 'storefront',
        entry: 'https://cdn.test/storefront/v-2.1/mf-manifest.json',
        remotesFile: '/srv/releases/remotes.json',
      }),
    ).toBe(path.join('/srv/releases', 'storefront', 'v-2.1'));
  });

  it("is the remote's own build for a deployment of the local builds", () => {
    const dir = remoteBuildDir({ remote: 'storefront', entry: LOCAL.storefront });
    expect(dir?.endsWith(path.join('apps', 'storefront', 'dist'))).toBe(true);
    // The repository's apps/ folder, from this app's src/.
    expect(dir).toBe(path.resolve(__dirname, '../../storefront/dist'));
    expect(
      remoteBuildDir({ remote: 'storefront', entry: LOCAL.storefront, remoteBuilds: '/b' }),
    ).toBe(path.join('/b', 'storefront'));
  });

  it('is nowhere for an entry that names no release of ours', () => {
    const remotesFile = '/srv/releases/remotes.json';
    for (const entry of [
      undefined,
      42,
      'http://localhost:4201/mf-manifest.json',
      'https://cdn.test/storefront/../mf-manifest.json',
      'https://cdn.test/storefront/v1/remoteEntry.js',
    ]) {
      expect(remoteBuildDir({ remote: 'storefront', entry, remotesFile })).toBeUndefined();
    }
    expect(
      remoteBuildDir({ remote: 'storefront', entry: 'http://localhost:4201/v1/mf-manifest.json' }),
    ).toBeUndefined();
    expect(remoteBuildDir({ remote: '../x', entry: LOCAL.storefront })).toBeUndefined();
  });
});

describe("a remote's server render, as the page server asks it", () => {
  it('gives the markup, release, data and stylesheet of the page', async () => {
    const builds = tempDir();
    writeBuild(path.join(builds, 'storefront'), ECHO('r-1'));
    const render = remoteRenders({ remoteBuilds: builds });
    expect(withoutLoad(await render('storefront', LOCAL, request))).toStrictEqual({
      remote: 'storefront',
      markup: '<h1>/news/a</h1>',
      release: 'r-1',
      data: { url: '/news/a', club: 'demo', loaded: undefined },
      css: '.article{margin:0}',
    });
  });

  it('is loaded once per release, and again when its file changes', async () => {
    const builds = tempDir();
    const file = path.join(builds, 'storefront', 'ssr', 'render.cjs');
    writeBuild(path.join(builds, 'storefront'), ECHO('r-1'));
    const render = remoteRenders({ remoteBuilds: builds });
    const first = await render('storefront', LOCAL, request);
    const second = await render('storefront', LOCAL, request);
    expect(echoed(first)?.loaded).toEqual(expect.any(Number));
    expect(echoed(second)?.loaded).toBe(echoed(first)?.loaded);
    writeFileSync(file, ECHO('r-2'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const changed = await render('storefront', LOCAL, request);
    expect(changed?.release).toBe('r-2');
    expect(echoed(changed)?.loaded).not.toBe(echoed(first)?.loaded);
  });

  it('comes from the release the deployment file names, and follows a promotion', async () => {
    const releases = tempDir();
    const remotesFile = path.join(releases, 'remotes.json');
    writeBuild(path.join(releases, 'storefront', 'v1'), ECHO('v1'));
    writeBuild(path.join(releases, 'storefront', 'v2'), ECHO('v2'));
    const render = remoteRenders({ remotesFile });
    expect((await render('storefront', at('v1'), request))?.release).toBe('v1');
    expect((await render('storefront', at('v2'), request))?.release).toBe('v2');
    expect(await render('storefront', at('v3'), request)).toBeNull();
  });

  it('is loaded at the start when warmed, so the first page has it however long it loads', async () => {
    const builds = tempDir();
    writeBuild(path.join(builds, 'storefront'), SLOW_TO_LOAD);
    const render = remoteRenders({ remoteBuilds: builds, timeoutMs: 1_000 });
    await render.warm({ ...LOCAL, membership: 'http://localhost:4203/mf-manifest.json' });
    expect((await render('storefront', LOCAL, request))?.release).toBe('r-1');
  });

  it('says which release did not load when warmed, and still starts', async () => {
    const builds = tempDir();
    writeBuild(path.join(builds, 'storefront'), 'throw new Error("cannot load");');
    const logged: string[] = [];
    const render = remoteRenders({ remoteBuilds: builds, log: (m) => logged.push(m) });
    await render.warm(LOCAL);
    expect(logged).toContainEqual(
      expect.stringMatching(/storefront release's server render did not load/),
    );
    await render.warm(undefined);
  });

  it('starts from a deployment file, and still starts when the file is missing or not JSON', async () => {
    const builds = tempDir();
    writeBuild(path.join(builds, 'storefront'), SLOW_TO_LOAD);
    const render = remoteRenders({ remoteBuilds: builds, timeoutMs: 1_000 });
    const file = path.join(builds, 'remotes.json');
    writeFileSync(file, '{ not json');
    await render.warmFrom(file);
    await render.warmFrom(path.join(builds, 'missing.json'));
    writeFileSync(file, JSON.stringify(LOCAL));
    await render.warmFrom(file);
    expect((await render('storefront', LOCAL, request))?.release).toBe('r-1');
  });

  it('gives null for a remote without a server render, or a page it declines', async () => {
    const builds = tempDir();
    writeBuild(path.join(builds, 'storefront'), 'exports.renderRemotePage = async () => null;');
    const render = remoteRenders({ remoteBuilds: builds });
    expect(await render('storefront', LOCAL, request)).toBeNull();
    expect(await render('membership', { membership: LOCAL.storefront }, request)).toBeNull();
    expect(await render('storefront', undefined, request)).toBeNull();
  });

  it('gives nothing, and says why, when the render throws or cannot be loaded', async () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    for (const source of [
      'exports.renderRemotePage = async () => { throw new Error("broken"); };',
      'throw new Error("cannot load");',
      'exports.renderRemotePage = async () => ({ markup: 42 });',
    ]) {
      const builds = tempDir();
      writeBuild(path.join(builds, 'storefront'), source);
      const render = remoteRenders({ remoteBuilds: builds, log });
      expect(await render('storefront', LOCAL, request)).toBeUndefined();
    }
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/storefront server render failed/);
  });

  it('gives nothing when the render is slower than the page waits, and ends its work', async () => {
    const builds = tempDir();
    const marker = path.join(builds, 'aborted');
    writeBuild(
      path.join(builds, 'storefront'),
      `exports.renderRemotePage = (request) => new Promise((resolve) => {
        request.signal.addEventListener('abort', () => {
          require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'aborted');
        });
        setTimeout(() => resolve({ markup: '<p>late</p>', release: 'r', data: {} }), 2_000);
      });`,
    );
    const render = remoteRenders({ remoteBuilds: builds, timeoutMs: 50 });
    // Loaded first: the page waits for the render itself, not for its worker to start.
    await render.warm(LOCAL);
    expect(await render('storefront', LOCAL, request)).toBeUndefined();
    await until(() => existsSync(marker));
  });

  it('gives the page on time when the render keeps the CPU busy, and ends that render', async () => {
    const builds = tempDir();
    const file = path.join(builds, 'storefront', 'ssr', 'render.cjs');
    writeBuild(
      path.join(builds, 'storefront'),
      'exports.renderRemotePage = () => { for (;;) {} };',
    );
    const logged: string[] = [];
    const render = remoteRenders({
      remoteBuilds: builds,
      timeoutMs: 100,
      log: (message) => logged.push(message),
    });
    const started = Date.now();
    expect(await render('storefront', LOCAL, request)).toBeUndefined();
    // The page waited its 100 ms, not for the spinning render.
    expect(Date.now() - started).toBeLessThan(5_000);
    await until(() => logged.some((message) => /kept its worker busy/.test(message)));
    // The next pages get a worker of their own, and the release's fixed code renders them. The
    // new worker may still be loading when the first of them has waited its 100 ms: pages go out
    // in their loading state until it answers, and it is not ended for being slow to start.
    writeFileSync(file, ECHO('r-2'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    await until(async () => (await render('storefront', LOCAL, request))?.release === 'r-2');
    expect(logged.filter((message) => /kept its worker busy/.test(message))).toHaveLength(1);
  });

  it('keeps rendering pages after a render throws outside any page', async () => {
    const builds = tempDir();
    // The release throws once the test has its page (the trigger file), never in a race with it.
    const trigger = path.join(builds, 'throw-now');
    writeBuild(
      path.join(builds, 'storefront'),
      `${ECHO('r-1')}
      const echo = exports.renderRemotePage;
      exports.renderRemotePage = async (request) => {
        if (request.url === '/boom') {
          const timer = setInterval(() => {
            if (!require('node:fs').existsSync(${JSON.stringify(trigger)})) return;
            clearInterval(timer);
            throw new Error('late');
          }, 5);
        }
        return echo(request);
      };`,
    );
    const logged: string[] = [];
    const render = remoteRenders({
      remoteBuilds: builds,
      log: (message) => logged.push(message),
    });
    expect((await render('storefront', LOCAL, { ...request, url: '/boom' }))?.release).toBe('r-1');
    writeFileSync(trigger, '');
    await until(() => logged.some((message) => /ended its worker/.test(message)));
    expect((await render('storefront', LOCAL, request))?.markup).toBe('<h1>/news/a</h1>');
  });

  it('ends the worker of a release the deployment no longer names', async () => {
    const releases = tempDir();
    const remotesFile = path.join(releases, 'remotes.json');
    writeBuild(path.join(releases, 'storefront', 'v1'), ECHO('v1'));
    writeBuild(path.join(releases, 'storefront', 'v2'), ECHO('v2'));
    const render = remoteRenders({ remotesFile });
    const v1 = await render('storefront', at('v1'), request);
    await render('storefront', at('v2'), request);
    // v1 is loaded afresh when named again: its first worker was ended.
    const again = await render('storefront', at('v1'), request);
    expect(echoed(v1)?.loaded).toEqual(expect.any(Number));
    expect(echoed(again)?.loaded).toEqual(expect.any(Number));
    expect(echoed(again)?.loaded).not.toBe(echoed(v1)?.loaded);
  });

  it('ends every worker when closed: a page asked afterwards starts its release again', async () => {
    const builds = tempDir();
    writeBuild(path.join(builds, 'storefront'), ECHO('r-1'));
    const render = remoteRenders({ remoteBuilds: builds });
    const first = await render('storefront', LOCAL, request);
    await render.close();
    await render.close();
    const next = await render('storefront', LOCAL, request);
    expect(next?.release).toBe('r-1');
    expect(echoed(next)?.loaded).not.toBe(echoed(first)?.loaded);
  });
});
