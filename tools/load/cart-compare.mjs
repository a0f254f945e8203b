#!/usr/bin/env node
// Compares the cart's add/remove cycle of two checkouts of this repository in one process, on
// the embedded database (in memory): each side gets its own database and app, and the two take
// turns in short blocks of serial cycles, so a machine whose load moves from minute to minute
// slows both alike. Reports per side the median over the blocks of the CPU time and the clock
// time per cycle, and the exchanges with the engine per cycle.
// Usage: node --import tsx tools/load/cart-compare.mjs BEFORE_DIR AFTER_DIR [--blocks 30] [--cycles 20]
import path from 'node:path';
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';

const [beforeDir, afterDir] = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
if (!beforeDir || !afterDir) {
  console.error('Usage: node --import tsx tools/load/cart-compare.mjs BEFORE_DIR AFTER_DIR');
  process.exit(2);
}
const argValue = (flag, fallback) => {
  const index = process.argv.indexOf(flag);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const BLOCKS = argValue('--blocks', 30);
const CYCLES = argValue('--cycles', 20);

async function side(dir) {
  const load = (file) => import(path.join(dir, 'apps/api/src', file));
  const [
    { buildApp },
    { loadConfig },
    { migrate },
    { PGliteDialect },
    { areaSeeds, seedDatabase },
  ] = await Promise.all([
    load('app.ts'),
    load('config.ts'),
    load('db/migrate.ts'),
    load('db/pglite-dialect.ts'),
    load('seed.ts'),
  ]);
  const pglite = await PGlite.create('memory://');
  const exchanges = { count: 0 };
  const execProtocolRaw = pglite.execProtocolRaw.bind(pglite);
  pglite.execProtocolRaw = (...args) => {
    exchanges.count++;
    return execProtocolRaw(...args);
  };
  const db = new Kysely({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  await seedDatabase(db, undefined, areaSeeds({ developmentAccounts: true }));
  const app = await buildApp({
    db,
    config: loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }),
    draining: () => false,
  });
  const scarf = (await app.inject({ url: '/v2/store/demo/products/club-scarf' })).json();
  const payload = { items: [{ product_id: scarf.product_id, quantity: 1 }] };
  const cart = (
    await app.inject({ method: 'POST', url: '/v2/store/demo/shopping-cart', payload })
  ).json();
  const cartUrl = `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}`;
  async function cycle() {
    const added = await app.inject({ method: 'POST', url: cartUrl, payload });
    if (added.statusCode !== 200) throw new Error(`add answered ${added.statusCode}`);
    const itemId = Math.max(...added.json().items.map((item) => item.shopping_cart_item));
    const removed = await app.inject({ method: 'DELETE', url: `${cartUrl}/item/${itemId}` });
    if (removed.statusCode !== 200) throw new Error(`remove answered ${removed.statusCode}`);
  }
  return { dir, app, db, cycle, exchanges, cpu: [], clock: [], exchangesPerCycle: 0 };
}

const sides = [await side(beforeDir), await side(afterDir)];
for (const each of sides) for (let index = 0; index < 50; index++) await each.cycle(); // warm-up
const startLoad = loadavg()[0].toFixed(1);
for (let block = 0; block < BLOCKS; block++) {
  // Alternate which side goes first.
  for (const each of block % 2 === 0 ? sides : [...sides].reverse()) {
    const exchangesBefore = each.exchanges.count;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let index = 0; index < CYCLES; index++) await each.cycle();
    const cpu = process.cpuUsage(cpuBefore);
    each.clock.push((performance.now() - started) / CYCLES);
    each.cpu.push((cpu.user + cpu.system) / 1000 / CYCLES);
    each.exchangesPerCycle = (each.exchanges.count - exchangesBefore) / CYCLES;
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `${BLOCKS} blocks of ${CYCLES} serial add/remove cycles per side, taking turns; load average ${startLoad} at the start, ${loadavg()[0].toFixed(1)} at the end.\n`,
);
console.log(
  '| side | CPU ms per cycle (median) | clock ms per cycle (median) | exchanges per cycle |',
);
console.log('|---|---|---|---|');
for (const [name, each] of [
  ['before', sides[0]],
  ['after', sides[1]],
]) {
  console.log(
    `| ${name} (${path.basename(each.dir)}) | ${median(each.cpu).toFixed(2)} | ${median(each.clock).toFixed(2)} | ${each.exchangesPerCycle.toFixed(1)} |`,
  );
}
const wins = sides[1].cpu.filter((cpu, block) => cpu < sides[0].cpu[block]).length;
console.log(`\nAfter used less CPU than before in ${wins} of ${BLOCKS} blocks.`);
for (const each of sides) {
  await each.app.close();
  await each.db.destroy();
}
