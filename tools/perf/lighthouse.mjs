#!/usr/bin/env node
// Lighthouse (mobile profile, simulated throttling) on production builds served compressed as
// in `npm start`, in Debian's headless Chromium, for the home page, an article and the membership
// page, interleaved with the reference floor (tools/perf/floor.mjs) in the same run: the machine
// is shared and its load moves every time, so the verdict is on the ratio to the floor measured
// at the same moment, not on absolute times. Written into docs/performance.md.
// Usage: node tools/perf/lighthouse.mjs [--no-build] [--runs 3] [--only Home,Article]
//   [--save-reports DIR] [--no-write]
// --save-reports keeps every run's Lighthouse report (and its trace, for the Performance panel)
// in DIR; --only measures the named pages (and the floor); --no-write prints the table without
// writing it into docs/performance.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../start/stack.mjs';
import { floorAvailable, startFloor } from './floor.mjs';
import { writeReportSection } from './report.mjs';

const ROUTES = [
  { name: 'Home', path: '/' },
  { name: 'Article', path: '/news/membership-2027-now-open' },
  { name: 'Membership', path: '/products/membership' },
]
  .map((route) => ({ ...route, url: `http://demo.localhost:4200${route.path}` }))
  .filter((route) => !option('--only') || option('--only').split(',').includes(route.name));

function option(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const RUNS = Number(option('--runs') ?? 3);
const saveDir = option('--save-reports');
if (saveDir) mkdirSync(saveDir, { recursive: true });

/** Budgets: LCP as a ratio to the non-federated floor's LCP in the same run. */
const BUDGETS = {
  lcpRatio: { max: 1.0, label: '<= 1.0 x the non-federated floor' },
  performance: { min: 95, label: '>= 95' },
  accessibility: { min: 100, label: '100' },
  cls: { max: 0.05, label: '<= 0.05' },
  tbtRatio: { max: 1.0, label: '<= 1.0 x the federated floor' },
};

async function audit(url, port, saveAs) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    undefined,
  );
  if (saveDir && saveAs) {
    writeFileSync(path.join(saveDir, `${saveAs}.json`), result.report);
    const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
    if (trace) writeFileSync(path.join(saveDir, `${saveAs}.trace.json`), JSON.stringify(trace));
  }
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/** Each metric's median over the runs (a run's metrics need not come from one run). */
const medianOf = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));

const build = !process.argv.includes('--no-build');
const startLoad = loadavg()[0].toFixed(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-lighthouse-'));
const stack = await startStack({ build, quiet: true, apiEnv: { DATA_DIR: dataDir } });
const floor = floorAvailable() ? await startFloor() : null;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const pages = [...ROUTES, ...(floor?.pages ?? [])];
const runs = new Map(pages.map((page) => [page.url, []]));
try {
  // A first pass warms the servers' compression caches; then the pages take turns, run by run,
  // so a burst of load on the machine falls on all of them alike.
  for (const page of pages) await audit(page.url, chrome.port);
  for (let run = 0; run < RUNS; run++) {
    for (const page of pages) {
      const saveAs = `${page.name.toLowerCase().replace(/[^a-z]+/g, '-')}-${run + 1}`;
      runs.get(page.url).push(await audit(page.url, chrome.port, saveAs));
    }
  }
} finally {
  await chrome.kill();
  await floor?.stop();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const results = pages.map((page) => ({ ...page, ...medianOf(runs.get(page.url)) }));
const fed = results.find((r) => r.floor === 'federated');
const nofed = results.find((r) => r.floor === 'nofed');
const ratio = (value, reference) => (reference ? value / reference : NaN);
const fixed = (value) => (Number.isFinite(value) ? value.toFixed(2) : '-');

const ok = (r) =>
  ratio(r.lcp, nofed?.lcp) <= BUDGETS.lcpRatio.max &&
  r.performance >= BUDGETS.performance.min &&
  r.accessibility >= BUDGETS.accessibility.min &&
  r.cls <= BUDGETS.cls.max &&
  ratio(r.tbt, fed?.tbt) <= BUDGETS.tbtRatio.max;

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} with Lighthouse ${lighthouseVersion()} (mobile profile, simulated throttling) in headless Chromium (\`npm run perf:lighthouse\`), median of ${RUNS} interleaved runs per page, the floor in the same run; machine load average ${startLoad} at the start.`,
  '',
  `Budgets: LCP ${BUDGETS.lcpRatio.label}, performance ${BUDGETS.performance.label}, accessibility ${BUDGETS.accessibility.label}, CLS ${BUDGETS.cls.label}, TBT ${BUDGETS.tbtRatio.label}. The machine is shared by several builds at once and absolute times move from run to run: the verdict reads the ratios.`,
  '',
  '| page | performance | accessibility | FCP | LCP | LCP x non-federated floor | CLS | TBT | TBT x federated floor | verdict |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.path ? `${r.name} (\`${r.path}\`)` : r.name} | ${r.performance} | ${r.accessibility} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${fixed(ratio(r.lcp, nofed?.lcp))} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${fixed(ratio(r.tbt, fed?.tbt))} | ${r.floor ? 'reference' : ok(r) ? 'within budget' : '**over budget**'} |`,
  ),
];

function lighthouseVersion() {
  return createRequire(import.meta.url)('lighthouse/package.json').version;
}

if (!process.argv.includes('--no-write'))
  writeReportSection('lighthouse', 'Lighthouse', lines.join('\n'));
console.log(lines.join('\n'));
