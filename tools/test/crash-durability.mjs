#!/usr/bin/env node
// An answered write survives the API being killed: the API on the embedded database (as
// `npm start` runs it) takes cart adds and removes from several buyers at once, is killed with
// SIGKILL right after the last answer (no drain, no shutdown), and is started again on the same
// data folder. Every cart must hold exactly what its last answer said.
// Usage: node tools/test/crash-durability.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const CLUB = 'demo';
const PRODUCT = 'club-scarf';
const BUYERS = 6;
const ADDS_PER_BUYER = 4;

const failures = [];
function check(ok, what) {
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
  if (!ok) failures.push(what);
}

/** The API from its sources on the embedded database in `dataDir`, once it listens. */
function startApi(dataDir, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The API did not listen within 2 minutes:\n${output}`));
    }, 120_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Club API listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The API exited (${code}):\n${output}`)));
  });
}

function killed(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  return exited;
}

function client(port) {
  const base = `http://127.0.0.1:${port}/v2/store/${CLUB}`;
  return async (method, route, body) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

const itemIds = (cart) => cart.items.map((item) => item.shopping_cart_item).sort((a, b) => a - b);

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-crash-'));
const port = await freePort();
let api;
try {
  api = await startApi(dataDir, port);
  const call = client(port);
  const product = await call('GET', `/products/${PRODUCT}`);
  const line = { items: [{ product_id: product.product_id, quantity: 1 }] };

  // Each buyer opens a cart, adds to it and removes its first item, all buyers at once; what
  // each cart's last answer held is what must be there after the crash.
  const answered = await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      let cart = await call('POST', '/shopping-cart', line);
      for (let add = 1; add < ADDS_PER_BUYER; add += 1) {
        cart = await call('POST', `/shopping-cart/${cart.shopping_cart_id}`, line);
      }
      const [first] = itemIds(cart);
      cart = await call('DELETE', `/shopping-cart/${cart.shopping_cart_id}/item/${first}`);
      return { id: cart.shopping_cart_id, items: itemIds(cart) };
    }),
  );
  await killed(api);

  api = await startApi(dataDir, port);
  const after = await Promise.all(
    answered.map(async ({ id }) => ({
      id,
      items: itemIds(await call('GET', `/shopping-cart/${id}`)),
    })),
  );
  for (const [index, cart] of after.entries()) {
    check(
      JSON.stringify(cart.items) === JSON.stringify(answered[index].items),
      `after kill -9, cart ${index + 1} holds the ${answered[index].items.length} items its last answer listed`,
    );
  }
  const total = after.reduce((sum, cart) => sum + cart.items.length, 0);
  check(
    total === BUYERS * (ADDS_PER_BUYER - 1),
    `no answered add or remove is lost (${total} items)`,
  );
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  if (api && api.exitCode === null) await killed(api);
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.length} crash check(s) failed`);
  process.exit(1);
}
console.log('\nEvery answered cart change survived kill -9.');
