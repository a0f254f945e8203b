import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploymentState } from './deployment-stamp';

let dir: string;
let remoteBuilds: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'stamp-host-'));
  remoteBuilds = mkdtempSync(path.join(tmpdir(), 'stamp-remotes-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, 'config.json'), '{}');
  writeFileSync(
    path.join(dir, 'remotes.json'),
    JSON.stringify({ checkout: 'http://checkout.test/mf-manifest.json' }),
  );
  mkdirSync(path.join(remoteBuilds, 'checkout'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(remoteBuilds, { recursive: true, force: true });
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const manifest = (container: string) =>
  writeFileSync(
    path.join(remoteBuilds, 'checkout/mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: container } } }),
  );

describe("a deployment's stamp", () => {
  it("changes when a remote's rebuild names another container, as the pages tell the browser of it", async () => {
    const state = deploymentState({ dir, remoteBuilds });
    manifest('remoteEntry.1.js');
    const before = (await state()).stamp;
    await nextTurn();
    expect((await state()).stamp).toBe(before);

    await nextTurn();
    manifest('remoteEntry.22.js');
    expect((await state()).stamp).not.toBe(before);
  });
});
