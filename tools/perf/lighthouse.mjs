#!/usr/bin/env node
// Lighthouse (mobile profile, simulated throttling) on production builds served compressed as
// in `npm start`, in Debian's headless Chromium, for the home page and an article; the scores
// and metrics go into docs/performance.md beside the budgets of DESIGN.md.
// Usage: node tools/perf/lighthouse.mjs [--no-build]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../start/stack.mjs';
import { writeReportSection } from './report.mjs';

const ROUTES = [
  { name: 'Home', path: '/' },
  { name: 'Article', path: '/news/membership-2027-now-open' },
];

const BUDGETS = {
  performance: { min: 95, label: '>= 95' },
  accessibility: { min: 100, label: '100' },
  lcp: { max: 2000, label: '<= 2.0 s' },
  cls: { max: 0.05, label: '<= 0.05' },
  tbt: { max: 150, label: '<= 150 ms' },
};

async function audit(url, port) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    undefined,
  );
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

const build = !process.argv.includes('--no-build');
const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-lighthouse-'));
const stack = await startStack({ build, quiet: true, apiEnv: { DATA_DIR: dataDir } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const results = [];
try {
  for (const route of ROUTES) {
    // The first run warms the servers' compression caches; the second is reported.
    await audit(`http://demo.localhost:4200${route.path}`, chrome.port);
    results.push({
      ...route,
      ...(await audit(`http://demo.localhost:4200${route.path}`, chrome.port)),
    });
  }
} finally {
  await chrome.kill();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const ok = (r) =>
  r.performance >= BUDGETS.performance.min &&
  r.accessibility >= BUDGETS.accessibility.min &&
  r.lcp <= BUDGETS.lcp.max &&
  r.cls <= BUDGETS.cls.max &&
  r.tbt <= BUDGETS.tbt.max;

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} with Lighthouse ${lighthouseVersion()} (mobile profile, simulated throttling) in headless Chromium (\`npm run perf:lighthouse\`).`,
  '',
  `Budgets: performance ${BUDGETS.performance.label}, accessibility ${BUDGETS.accessibility.label}, LCP ${BUDGETS.lcp.label}, CLS ${BUDGETS.cls.label}, TBT ${BUDGETS.tbt.label}.`,
  '',
  '| route | performance | accessibility | FCP | LCP | CLS | TBT | verdict |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.name} (\`${r.path}\`) | ${r.performance} | ${r.accessibility} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${ok(r) ? 'within budget' : '**over budget**'} |`,
  ),
];

function lighthouseVersion() {
  return createRequire(import.meta.url)('lighthouse/package.json').version;
}

writeReportSection('lighthouse', 'Lighthouse', lines.join('\n'));
console.log(lines.join('\n'));
