#!/usr/bin/env node
// Reports JavaScript bytes per app build and for the first load of the home, article and
// product routes (as Chromium fetches it), raw / gzip / brotli, beside the budgets in
// DESIGN.md, into docs/performance.md, beside the reference floor (tools/perf/floor.mjs)
// measured in the same run: a bare federated page and the same UI without federation. It also
// reports what each route loads when the visitor first acts on the page's content (the pointer
// reaching its heading): a remote whose content came with the page loads its code then.
// Usage: node tools/perf/bundle-sizes.mjs [--no-build]
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { APPS, root, startStack } from '../start/stack.mjs';
import { floorAvailable, startFloor } from './floor.mjs';
import { writeReportSection } from './report.mjs';

const BUDGET_GZIP_KB = 150;
const AIM_GZIP_KB = 130;
const BUDGET_SCRIPTS = 8;

const sizes = (buffer) => ({
  raw: buffer.length,
  gzip: gzipSync(buffer, { level: 9 }).length,
  brotli: brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length,
});
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO = { raw: 0, gzip: 0, brotli: 0 };
const kb = (bytes) => (bytes / 1024).toFixed(1);

function appTotals(app) {
  const dist = path.join(root, 'apps', app, 'dist');
  const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
  let total = ZERO;
  let entry = null;
  for (const file of files) {
    const size = sizes(readFileSync(path.join(dist, file)));
    total = add(total, size);
    if (/^remoteEntry\./.test(file)) entry = size;
    if (!entry && /^main\./.test(file) && app === 'shell') entry = size;
  }
  return { app, files: files.length, total, entry, built: statSync(dist).mtime };
}

/** The routes with a first-load budget (DESIGN.md): home, an article, a product page. */
const ROUTES = [
  { name: 'Home', path: '/', ready: 'main h1' },
  { name: 'Article', path: '/news/membership-2027-now-open', ready: 'main h1' },
  { name: 'Product (membership)', path: '/products/membership', ready: 'main h1' },
  { name: 'Shop', path: '/products/shop', ready: 'main h1' },
].map((route) => ({ ...route, url: `http://demo.localhost:4200${route.path}` }));
/** The floor's page is loaded when its remote's widget is there. */
const FLOOR_READY = '[data-testid="remote-widget"], section, h2';

async function firstLoads(pages) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const results = [];
    for (const route of pages) {
      // A fresh context per route: nothing cached, as a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        // A script still arriving when the page is closed is not part of its first load.
        scripts.push(
          response.body().then(
            (body) => ({ url: response.url(), ...sizes(body) }),
            () => null,
          ),
        );
      });
      await page.goto(route.url, { waitUntil: 'networkidle' });
      // On a busy machine the network can idle while the boot still runs: the first load is
      // over once the page's own content is there (and the network is quiet again).
      await page.waitForSelector(route.ready ?? FLOOR_READY, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const loaded = (await Promise.all(scripts)).filter(Boolean);
      let acted = [];
      if (route.ready) {
        // The visitor's first act: the pointer reaches the page's heading.
        const before = scripts.length;
        await page.hover(route.ready);
        await page.waitForTimeout(200);
        await page.waitForLoadState('networkidle');
        acted = (await Promise.all(scripts.slice(before))).filter(Boolean);
      }
      await context.close();
      results.push({ ...route, scripts: loaded.sort((a, b) => b.gzip - a.gzip), acted });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const build = !process.argv.includes('--no-build');
// A throw-away database, so a development API's data folder is neither needed nor touched.
const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-perf-'));
const stack = await startStack({ build, quiet: true, apiEnv: { DATA_DIR: dataDir } });
const floor = floorAvailable() ? await startFloor() : null;
let routes;
let floors = [];
try {
  routes = await firstLoads(ROUTES);
  if (floor) floors = await firstLoads(floor.pages);
} finally {
  await floor?.stop();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const perApp = APPS.map(appTotals);
const home = routes[0].scripts;
const totalOf = (scripts) => scripts.reduce(add, ZERO);
const verdict = (ok) => (ok ? 'within budget' : '**over budget**');

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on a production build (\`npm run perf:bundles\`).`,
  '',
  '### First load per route (JavaScript as Chromium fetches it, nothing cached)',
  '',
  `Budget: <= ${BUDGET_GZIP_KB} KB gzip (aim ${AIM_GZIP_KB} KB) and <= ${BUDGET_SCRIPTS} script requests.`,
  '',
  floors.length
    ? `The floor (same run): a bare federated page ${kb(totalOf(floors[0].scripts).gzip)} KB gzip in ${floors[0].scripts.length} scripts; the same UI without federation ${kb(totalOf(floors[1].scripts).gzip)} KB in ${floors[1].scripts.length}. Bytes do not move with the machine's load, so the verdict is on the budget; the ratios say how far a page is from the floors.`
    : 'The floor was not measured (its baseline folder is missing).',
  '',
  '| route | gzip KB | brotli KB | raw KB | scripts | x federated floor | x non-federated floor | verdict |',
  '|---|---|---|---|---|---|---|---|',
  ...routes.map((route) => {
    const total = totalOf(route.scripts);
    const ok = total.gzip / 1024 <= BUDGET_GZIP_KB && route.scripts.length <= BUDGET_SCRIPTS;
    const ratio = (index) =>
      floors[index] ? (total.gzip / totalOf(floors[index].scripts).gzip).toFixed(2) : '-';
    return `| ${route.name} (\`${route.path}\`) | ${kb(total.gzip)} | ${kb(total.brotli)} | ${kb(total.raw)} | ${route.scripts.length} | ${ratio(0)} | ${ratio(1)} | ${verdict(ok)} |`;
  }),
  ...floors.map((page) => {
    const total = totalOf(page.scripts);
    return `| ${page.name} | ${kb(total.gzip)} | ${kb(total.brotli)} | ${kb(total.raw)} | ${page.scripts.length} | - | - | reference |`;
  }),
  '',
  '### At the first act',
  '',
  "What each route loads once the visitor's pointer reaches its heading (a remote whose content came with the page loads its code then), after the first load above.",
  '',
  '| route | gzip KB | scripts | first load and first act, gzip KB |',
  '|---|---|---|---|',
  ...routes.map((route) => {
    const acted = totalOf(route.acted);
    const both = totalOf(route.scripts).gzip + acted.gzip;
    return `| ${route.name} (\`${route.path}\`) | ${kb(acted.gzip)} | ${route.acted.length} | ${kb(both)} |`;
  }),
  '',
  '### Home page scripts',
  '',
  '| script | raw KB | gzip KB | brotli KB |',
  '|---|---|---|---|',
  ...home.map(
    (s) =>
      `| ${s.url.replace(/^http:\/\/[^/]+/, (origin) => origin.replace('http://', ''))} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} |`,
  ),
  '',
  '### Per app build (all JavaScript files in dist)',
  '',
  '| app | files | raw KB | gzip KB | brotli KB | entry gzip KB |',
  '|---|---|---|---|---|---|',
  ...perApp.map(
    (a) =>
      `| ${a.app} | ${a.files} | ${kb(a.total.raw)} | ${kb(a.total.gzip)} | ${kb(a.total.brotli)} | ${a.entry ? kb(a.entry.gzip) : '-'} |`,
  ),
];

writeReportSection('bundles', 'Bundle sizes', lines.join('\n'));
console.log(lines.join('\n'));
