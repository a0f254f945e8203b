import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageMarks, serverRenderLoader } from './server-render';

describe('pageMarks', () => {
  it("takes the render's data attributes, and nothing else, to mark a page's own tags", () => {
    expect(pageMarks({ PAGE_TITLE: 'data-page-title', PAGE_META: 'data-page-meta' })).toStrictEqual(
      {
        title: 'data-page-title',
        meta: 'data-page-meta',
      },
    );
    // A render without the names, or with an attribute that could do more than mark, marks nothing.
    expect(pageMarks({})).toStrictEqual({ title: undefined, meta: undefined });
    expect(pageMarks({ PAGE_TITLE: 'onload', PAGE_META: 'data-x" onload="y' })).toStrictEqual({
      title: undefined,
      meta: undefined,
    });
    expect(pageMarks(undefined)).toStrictEqual({ title: undefined, meta: undefined });
  });
});

describe("a host build's server render", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'server-render-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is none for a build without ssr/render.cjs', async () => {
    expect(await serverRenderLoader(dir)()).toBeNull();
  });

  it('is loaded with its stylesheet once, and again when its file changes', async () => {
    const file = path.join(dir, 'ssr', 'render.cjs');
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(file, 'exports.PAGE_TITLE = "data-first"; exports.loaded = Math.random();');
    writeFileSync(path.join(dir, 'ssr', 'render.css'), '.header{color:red}');
    const load = serverRenderLoader(dir);
    const first = await load();
    expect(first?.module.PAGE_TITLE).toBe('data-first');
    expect(first?.css).toBe('.header{color:red}');
    expect(await load()).toBe(first);

    writeFileSync(file, 'exports.PAGE_TITLE = "data-second";');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    // Under jest the loader's require is jest's, whose registry ignores a deleted cache entry
    // (Node's own drops it): the registry is emptied as Node's cache would be.
    jest.resetModules();
    const second = await load();
    expect(second?.module.PAGE_TITLE).toBe('data-second');
    expect(second?.version).not.toBe(first?.version);
  });

  it('has no stylesheet when the build has none', async () => {
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(path.join(dir, 'ssr', 'render.cjs'), 'exports.PAGE_META = "data-m";');
    expect((await serverRenderLoader(dir)())?.css).toBe('');
  });
});
