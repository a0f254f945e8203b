#!/usr/bin/env node
// A visitor's first act on a page, timed from the tap to the answer on screen: production builds
// served as in `npm start`, headless Chromium at 412 px with Lighthouse's mobile throttling (150 ms
// round trip, 1.6 Mbps down, 750 kbps up, CPU x4), a cold cache for every run, the page left idle
// for 4 s after load before the tap. For each act: the time, the bytes and requests the act
// loaded, and the JavaScript the visitor had loaded by the time the act completed. Written into
// docs/performance.md.
// Usage: node tools/perf/first-act.mjs [--no-build] [--runs 3] [--only cart,sign-in] [--no-write]
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../start/stack.mjs';
import { writeReportSection } from './report.mjs';

const SITE = 'http://demo.localhost:4200';
/** Lighthouse's mobile profile (simulated throttling), applied here by the browser itself. */
const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuRate: 4,
};
const IDLE_BEFORE_TAP_MS = 4000;
const BUDGET = { actMs: 600, jsKb: 200 };

/**
 * The acts: where, what the visitor taps, and what on screen answers it. `target` and `answer`
 * get the page and return a Playwright locator.
 */
const ACTS = [
  {
    id: 'cart',
    name: 'open the cart (shop page)',
    path: '/products/shop',
    target: (page) => page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ }),
    answer: (page) => page.getByRole('dialog', { name: 'Shopping cart' }),
  },
  {
    id: 'load-more',
    name: 'Load More news (home)',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Load More' }),
    answer: (page) =>
      page.getByRole('region', { name: 'Latest news' }).getByRole('heading', { level: 2 }).nth(6),
  },
  {
    id: 'programme',
    name: 'open a membership programme',
    path: '/products/membership',
    target: (page) => page.getByRole('button', { name: /^Membership \d{4}$/ }),
    answer: (page) => page.getByRole('button', { name: 'Select Adult Social Membership' }),
  },
  {
    id: 'shop-item',
    name: 'open a shop item',
    path: '/products/shop',
    target: (page) => page.getByRole('main').getByRole('link', { name: 'Bobble Hat' }),
    answer: (page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Bobble Hat' }),
  },
  {
    id: 'sign-in',
    name: 'open the sign-in dialog (home)',
    path: '/',
    target: (page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' }),
    answer: (page) => page.getByRole('dialog', { name: 'Sign in' }),
  },
].filter((act) => !option('--only') || option('--only').split(',').includes(act.id));

function option(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const RUNS = Number(option('--runs') ?? 3);

/** Every response's encoded size and type, from the browser's own network log. */
async function watchNetwork(session) {
  const requests = new Map();
  session.on('Network.requestWillBeSent', ({ requestId, timestamp, request }) => {
    requests.set(requestId, {
      url: request.url,
      started: timestamp,
      type: 'Other',
      bytes: 0,
      done: false,
    });
  });
  session.on('Network.responseReceived', ({ requestId, type }) => {
    const entry = requests.get(requestId);
    if (entry) entry.type = type;
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { bytes: encodedDataLength, done: true, finished: timestamp });
  });
  await session.send('Network.enable');
  return requests;
}

async function runAct(browser, act) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const requests = await watchNetwork(session);
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: THROTTLING.downloadThroughput,
    uploadThroughput: THROTTLING.uploadThroughput,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
  try {
    await page.goto(`${SITE}${act.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(IDLE_BEFORE_TAP_MS);
    const target = act.target(page);
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    const before = new Set(requests.keys());
    const started = Date.now();
    await target.tap();
    await act.answer(page).waitFor({ state: 'visible', timeout: 30_000 });
    const ms = Date.now() - started;
    if (process.env.FIRST_ACT_TRACE) {
      const asked = [...requests].filter(([id]) => !before.has(id)).map(([, entry]) => entry);
      const zero = Math.min(...asked.map((entry) => entry.started));
      console.log(`${act.id}: ${ms} ms`);
      for (const entry of asked) {
        const at = Math.round((entry.started - zero) * 1000);
        const took = entry.finished ? Math.round((entry.finished - entry.started) * 1000) : '-';
        console.log(`  +${at} ms ${took} ms ${entry.type} ${entry.bytes} B ${entry.url}`);
      }
    }
    // What the act asked for, finished or not by the time the answer showed.
    const loaded = [...requests].filter(([id]) => !before.has(id)).map(([, entry]) => entry);
    // Scripts, and scripts fetched ahead by a prefetch hint (the browser's log names those 'Other').
    const isScript = (entry) => entry.type === 'Script' || /\.js(?:\?|$)/.test(entry.url ?? '');
    const scripts = [...requests.values()].filter((entry) => isScript(entry) && entry.done);
    const js = scripts.reduce((sum, entry) => sum + entry.bytes, 0);
    if (process.env.FIRST_ACT_TRACE) {
      console.log(`  scripts loaded by then: ${(js / 1024).toFixed(1)} KB`);
      for (const entry of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
        console.log(`    ${(entry.bytes / 1024).toFixed(1)} KB ${entry.url}`);
      }
    }
    return {
      ms,
      requests: loaded.length,
      kb: loaded.reduce((sum, entry) => sum + entry.bytes, 0) / 1024,
      jsKb: js / 1024,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const build = !process.argv.includes('--no-build');
const startLoad = loadavg()[0].toFixed(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-first-act-'));
const stack = await startStack({ build, quiet: true, apiEnv: { DATA_DIR: dataDir } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
const results = [];
try {
  // A first pass warms the servers' compression caches (not the browser's: each run is cold).
  for (const act of ACTS) await runAct(browser, act);
  const runs = new Map(ACTS.map((act) => [act.id, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const act of ACTS) runs.get(act.id).push(await runAct(browser, act));
  }
  for (const act of ACTS) {
    const measured = runs.get(act.id);
    results.push({
      ...act,
      ms: median(measured.map((r) => r.ms)),
      range: [Math.min(...measured.map((r) => r.ms)), Math.max(...measured.map((r) => r.ms))],
      requests: median(measured.map((r) => r.requests)),
      kb: median(measured.map((r) => r.kb)),
      jsKb: median(measured.map((r) => r.jsKb)),
    });
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const verdict = (r) =>
  r.ms <= BUDGET.actMs && r.jsKb <= BUDGET.jsKb
    ? 'within budget'
    : r.ms <= BUDGET.actMs
      ? 'time within budget'
      : '**over budget**';
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run perf:first-act\`: production builds as \`npm start\` serves them, headless Chromium at 412 px with Lighthouse's mobile throttling applied by the browser (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU x4), a cold cache every run, the page idle for ${IDLE_BEFORE_TAP_MS / 1000} s after load, then one tap; the time runs from the tap to the answer on screen. Median of ${RUNS} interleaved runs per act; machine load average ${startLoad} at the start.`,
  '',
  `Budgets: the act ${BUDGET.actMs} ms or less; JavaScript loaded by the time it completes ${BUDGET.jsKb} KB or less (goal).`,
  '',
  '| first act | tap to answer | range | loaded by the tap | JavaScript loaded by then | verdict |',
  '|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.name} | ${(r.ms / 1000).toFixed(2)} s | ${(r.range[0] / 1000).toFixed(2)}-${(r.range[1] / 1000).toFixed(2)} s | ${Math.round(r.kb)} KB, ${r.requests} requests | ${Math.round(r.jsKb)} KB | ${verdict(r)} |`,
  ),
];

if (!process.argv.includes('--no-write'))
  writeReportSection('first-act', 'The first act', lines.join('\n'));
console.log(lines.join('\n'));
