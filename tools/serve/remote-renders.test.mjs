import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createRemoteRenders, remoteBuildDir } from './remote-renders.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-renders-'));
  dirs.push(dir);
  return dir;
};

/** A remote's build folder with a server render module (and its stylesheet). */
function writeBuild(dir, source, css = '.article{margin:0}') {
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  writeFileSync(path.join(dir, 'ssr', 'render.cjs'), source);
  writeFileSync(path.join(dir, 'ssr', 'render.css'), css);
}

// Renders what it was asked for; `loaded` names this load of the module.
const ECHO = (release) => `const loaded = Math.random();
exports.renderRemotePage = async (request) => ({
  markup: '<h1>' + request.url + '</h1>',
  release: ${JSON.stringify(release)},
  data: { url: request.url, club: request.club, loaded },
});`;
const withoutLoad = (page) => ({ ...page, data: { ...page.data, loaded: undefined } });

const LOCAL = { storefront: 'http://localhost:4201/mf-manifest.json' };
const request = { url: '/news/a', pageUrl: 'http://demo.test/news/a', club: 'demo' };

describe("where a remote's server render is", () => {
  it('is the release folder the deployment file names, beside that file', () => {
    assert.equal(
      remoteBuildDir({
        remote: 'storefront',
        entry: 'https://cdn.test/storefront/v-2.1/mf-manifest.json',
        remotesFile: '/srv/releases/remotes.json',
      }),
      path.join('/srv/releases', 'storefront', 'v-2.1'),
    );
  });

  it("is the remote's own build for a deployment of the local builds", () => {
    const dir = remoteBuildDir({ remote: 'storefront', entry: LOCAL.storefront });
    assert.ok(dir.endsWith(path.join('apps', 'storefront', 'dist')), dir);
    assert.equal(
      remoteBuildDir({ remote: 'storefront', entry: LOCAL.storefront, remoteBuilds: '/b' }),
      path.join('/b', 'storefront'),
    );
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
      assert.equal(remoteBuildDir({ remote: 'storefront', entry, remotesFile }), undefined);
    }
    assert.equal(
      remoteBuildDir({ remote: 'storefront', entry: 'http://localhost:4201/v1/mf-manifest.json' }),
      undefined,
    );
    assert.equal(remoteBuildDir({ remote: '../x', entry: LOCAL.storefront }), undefined);
  });
});

describe("a remote's server render, as the page server asks it", () => {
  it('gives the markup, release, data and stylesheet of the page', async () => {
    const builds = tempDir();
    writeBuild(path.join(builds, 'storefront'), ECHO('r-1'));
    const render = createRemoteRenders({ remoteBuilds: builds });
    assert.deepEqual(withoutLoad(await render('storefront', LOCAL, request)), {
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
    const render = createRemoteRenders({ remoteBuilds: builds });
    const first = await render('storefront', LOCAL, request);
    const second = await render('storefront', LOCAL, request);
    assert.equal(second.data.loaded, first.data.loaded);
    writeFileSync(file, ECHO('r-2'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const changed = await render('storefront', LOCAL, request);
    assert.equal(changed.release, 'r-2');
    assert.notEqual(changed.data.loaded, first.data.loaded);
  });

  it('comes from the release the deployment file names, and follows a promotion', async () => {
    const releases = tempDir();
    const remotesFile = path.join(releases, 'remotes.json');
    writeBuild(path.join(releases, 'storefront', 'v1'), ECHO('v1'));
    writeBuild(path.join(releases, 'storefront', 'v2'), ECHO('v2'));
    const render = createRemoteRenders({ remotesFile });
    const at = (release) => ({
      storefront: `http://localhost:4201/${release}/mf-manifest.json`,
    });
    assert.equal((await render('storefront', at('v1'), request)).release, 'v1');
    assert.equal((await render('storefront', at('v2'), request)).release, 'v2');
    assert.equal(await render('storefront', at('v3'), request), undefined);
  });

  it('is loaded at the start when warmed, so the first page has it however long it loads', async () => {
    const builds = tempDir();
    // A release that takes longer to load than a page waits for its render.
    writeBuild(
      path.join(builds, 'storefront'),
      `const until = Date.now() + 1_500; while (Date.now() < until) {}\n${ECHO('r-1')}`,
    );
    const render = createRemoteRenders({ remoteBuilds: builds, timeoutMs: 1_000 });
    await render.warm({ ...LOCAL, membership: 'http://localhost:4203/mf-manifest.json' });
    assert.equal((await render('storefront', LOCAL, request))?.release, 'r-1');
  });

  it('says which release did not load when warmed, and still starts', async () => {
    const builds = tempDir();
    writeBuild(path.join(builds, 'storefront'), 'throw new Error("cannot load");');
    const logged = [];
    const render = createRemoteRenders({ remoteBuilds: builds, log: (m) => logged.push(m) });
    await render.warm(LOCAL);
    assert.ok(
      logged.some((message) => /storefront release's server render did not load/.test(message)),
    );
    await render.warm(undefined);
  });

  it('starts from a deployment file, and still starts when the file is missing or not JSON', async () => {
    const builds = tempDir();
    writeBuild(
      path.join(builds, 'storefront'),
      `const until = Date.now() + 1_500; while (Date.now() < until) {}\n${ECHO('r-1')}`,
    );
    const render = createRemoteRenders({ remoteBuilds: builds, timeoutMs: 1_000 });
    const file = path.join(builds, 'remotes.json');
    writeFileSync(file, '{ not json');
    await render.warmFrom(file);
    await render.warmFrom(path.join(builds, 'missing.json'));
    writeFileSync(file, JSON.stringify(LOCAL));
    await render.warmFrom(file);
    assert.equal((await render('storefront', LOCAL, request))?.release, 'r-1');
  });

  it('gives nothing for a remote without a server render, or a page it declines', async () => {
    const builds = tempDir();
    writeBuild(path.join(builds, 'storefront'), 'exports.renderRemotePage = async () => null;');
    const render = createRemoteRenders({ remoteBuilds: builds });
    assert.equal(await render('storefront', LOCAL, request), undefined);
    assert.equal(await render('membership', { membership: LOCAL.storefront }, request), undefined);
    assert.equal(await render('storefront', undefined, request), undefined);
  });

  it('gives nothing, and says why, when the render throws or cannot be loaded', async () => {
    const logged = [];
    const log = (message) => logged.push(message);
    for (const source of [
      'exports.renderRemotePage = async () => { throw new Error("broken"); };',
      'throw new Error("cannot load");',
      'exports.renderRemotePage = async () => ({ markup: 42 });',
    ]) {
      const builds = tempDir();
      writeBuild(path.join(builds, 'storefront'), source);
      const render = createRemoteRenders({ remoteBuilds: builds, log });
      assert.equal(await render('storefront', LOCAL, request), undefined);
    }
    assert.equal(logged.length, 2);
    assert.match(logged[0], /storefront server render failed/);
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
    const render = createRemoteRenders({ remoteBuilds: builds, timeoutMs: 50 });
    assert.equal(await render('storefront', LOCAL, request), undefined);
    await until(() => existsSync(marker));
  });

  it('gives the page on time when the render keeps the CPU busy, and ends that render', async () => {
    const builds = tempDir();
    const file = path.join(builds, 'storefront', 'ssr', 'render.cjs');
    writeBuild(
      path.join(builds, 'storefront'),
      'exports.renderRemotePage = () => { for (;;) {} };',
    );
    const logged = [];
    const render = createRemoteRenders({
      remoteBuilds: builds,
      timeoutMs: 100,
      log: (message) => logged.push(message),
    });
    const started = Date.now();
    assert.equal(await render('storefront', LOCAL, request), undefined);
    assert.ok(Date.now() - started < 5_000, 'the page waited for a spinning render');
    await until(() => logged.some((message) => /kept its worker busy/.test(message)));
    // The next pages get a worker of their own, and the release's fixed code renders them. The
    // new worker may still be loading when the first of them has waited its 100 ms: pages go out
    // in their loading state until it answers, and it is not ended for being slow to start.
    writeFileSync(file, ECHO('r-2'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    await until(async () => (await render('storefront', LOCAL, request))?.release === 'r-2');
    assert.equal(logged.filter((message) => /kept its worker busy/.test(message)).length, 1);
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
    const logged = [];
    const render = createRemoteRenders({
      remoteBuilds: builds,
      log: (message) => logged.push(message),
    });
    assert.equal((await render('storefront', LOCAL, { ...request, url: '/boom' })).release, 'r-1');
    writeFileSync(trigger, '');
    await until(() => logged.some((message) => /ended its worker/.test(message)));
    assert.equal((await render('storefront', LOCAL, request)).markup, '<h1>/news/a</h1>');
  });

  it('ends the worker of a release the deployment no longer names', async () => {
    const releases = tempDir();
    const remotesFile = path.join(releases, 'remotes.json');
    writeBuild(path.join(releases, 'storefront', 'v1'), ECHO('v1'));
    writeBuild(path.join(releases, 'storefront', 'v2'), ECHO('v2'));
    const render = createRemoteRenders({ remotesFile });
    const at = (release) => ({ storefront: `http://localhost:4201/${release}/mf-manifest.json` });
    const v1 = await render('storefront', at('v1'), request);
    await render('storefront', at('v2'), request);
    // v1 is loaded afresh when named again: its first worker was ended.
    assert.notEqual((await render('storefront', at('v1'), request)).data.loaded, v1.data.loaded);
  });
});

/** Waits for a state, however slow the machine (the test's own limit stops a hung wait). */
async function until(check) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}
