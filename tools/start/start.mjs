#!/usr/bin/env node
// `npm start`: builds every app for production, starts the Club API on the embedded database
// and serves each app from its own port. Ctrl-C stops everything.
import { startStack } from './stack.mjs';

const build = !process.argv.includes('--no-build');
const stack = await startStack({ build });

console.log('\nTouchline is running. The demo club: http://demo.localhost:4200');
console.log('Back-office: http://localhost:4300    Club API: http://localhost:3333/v2/store/demo');
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    void stack.stop().then(() => process.exit(0));
  });
}
