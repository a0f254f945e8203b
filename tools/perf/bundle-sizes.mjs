#!/usr/bin/env node
// Reports JavaScript bytes per app build and for the first load of the home, article and
// product routes (as Chromium fetches it), raw / gzip / brotli, beside the budgets in
// DESIGN.md, into docs/performance.md, beside the reference floor (tools/perf/floor.mjs)
// measured in the same run: a bare federated page and the same UI without federation. The first
// load is what the page asks for before its load event; what it fetches after that, once idle,
// for the visitor's likely first acts (the page's remote, the header's widgets; never on a
// Save-Data connection) is reported beside it, as is what a Save-Data visitor's first act loads
// (the pointer reaching the page's heading).
// Usage: node tools/perf/bundle-sizes.mjs [--no-build] [--no-write]
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

/** Asks for Save-Data in the page, as a browser set to save data does. */
const SAVE_DATA = () =>
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ saveData: true, effectiveType: '4g' }),
  });

/** Which of the page's resources were asked for before its load event began. */
const requestedBeforeLoad = (page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const load = navigation?.loadEventStart || Infinity;
    return Object.fromEntries(
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime < load]),
    );
  });

/**
 * One visit in a fresh context (nothing cached, as a first visit): the scripts the page fetched
 * until the network was quiet with its content there, split at its load event; with `act`, the
 * scripts the visitor's first act then fetched.
 */
async function visit(browser, route, { saveData = false, act = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (saveData) await page.addInitScript(SAVE_DATA);
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A script still arriving when the page is closed is not counted.
    scripts.push(
      response.body().then(
        (body) => ({ url: response.url(), ...sizes(body) }),
        () => null,
      ),
    );
  });
  await page.goto(route.url, { waitUntil: 'networkidle' });
  // On a busy machine the network can idle while the boot still runs: the page has loaded once
  // its own content is there (and the network is quiet again).
  await page.waitForSelector(route.ready ?? FLOOR_READY, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const before = await requestedBeforeLoad(page);
  const loaded = (await Promise.all(scripts)).filter(Boolean);
  let acted = [];
  if (act) {
    const seen = scripts.length;
    await page.hover(route.ready);
    await page.waitForTimeout(200);
    await page.waitForLoadState('networkidle');
    acted = (await Promise.all(scripts.slice(seen))).filter(Boolean);
  }
  await context.close();
  const bySize = (list) => list.sort((a, b) => b.gzip - a.gzip);
  return {
    scripts: bySize(loaded.filter((script) => before[script.url] !== false)),
    ahead: bySize(loaded.filter((script) => before[script.url] === false)),
    acted,
  };
}

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
      const { scripts, ahead } = await visit(browser, route);
      const savingData = route.ready
        ? await visit(browser, route, { saveData: true, act: true })
        : null;
      results.push({ ...route, scripts, ahead, savingData });
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
  '### Ahead of the first tap',
  '',
  "What each route fetches after its load event, once the browser is idle, so that the visitor's likely first acts find their code running (the page's remote taking the server's content over, the header's cart and user menu, the sign-in dialog, the cart sheet); nothing of it on a Save-Data connection, where the visitor's first act (the pointer reaching the page's heading) loads the page's remote. The first load above is unchanged by it.",
  '',
  '| route | ahead of the tap, gzip KB | scripts | first load and ahead, gzip KB | Save-Data: first load, gzip KB | Save-Data: at the first act, gzip KB |',
  '|---|---|---|---|---|---|',
  ...routes.map((route) => {
    const ahead = totalOf(route.ahead);
    const both = totalOf(route.scripts).gzip + ahead.gzip;
    const saving = route.savingData;
    const savingFirst = saving ? kb(totalOf([...saving.scripts, ...saving.ahead]).gzip) : '-';
    const savingAct = saving ? kb(totalOf(saving.acted).gzip) : '-';
    return `| ${route.name} (\`${route.path}\`) | ${kb(ahead.gzip)} | ${route.ahead.length} | ${kb(both)} | ${savingFirst} | ${savingAct} |`;
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

if (!process.argv.includes('--no-write')) {
  writeReportSection('bundles', 'Bundle sizes', lines.join('\n'));
}
console.log(lines.join('\n'));
