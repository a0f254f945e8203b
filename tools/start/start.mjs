#!/usr/bin/env node
// `npm start`: builds every app for production, starts the Club API on the embedded database
// and serves each app from its own port. Ctrl-C or SIGTERM (at any moment, the build included)
// stops every child process, then exits.
import { startStack, stopAllChildren } from './stack.mjs';

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    void stopAllChildren().then(() => process.exit(0));
  });
}

const build = !process.argv.includes('--no-build');
try {
  await startStack({ build });
} catch (error) {
  if (stopping) await new Promise(() => undefined); // the signal handler exits
  console.error(error.message);
  await stopAllChildren();
  process.exit(1);
}

console.log('\nTouchline is running. The demo club: http://demo.localhost:4200');
console.log('Back-office: http://localhost:4300    Club API: http://localhost:3333/v2/store/demo');
console.log(
  'Development tools (this machine only, off in production): mailbox http://localhost:3333/dev/mailbox,',
);
console.log(
  "  development sign-in http://localhost:3333/dev/sso/authorize, simulators' switch POST http://localhost:3333/sim/control",
);
console.log('Press Ctrl-C to stop.\n');
