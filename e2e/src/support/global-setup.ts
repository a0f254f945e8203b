import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeStackState } from './stack-state';

interface RunningStack {
  stop(): Promise<void>;
  pids(): Record<string, number>;
}
type StartStack = (options: {
  build: boolean;
  quiet: boolean;
  apiEnv: Record<string, string>;
}) => Promise<RunningStack>;

/**
 * Starts the API on a fresh embedded database and serves every production build, exactly as
 * `npm start` does (builds come from `npm test`, which runs the Nx build first).
 */
export default async function globalSetup() {
  const { startStack } = (await import(path.join(__dirname, '../../../tools/start/stack.mjs'))) as {
    startStack: StartStack;
  };
  // A page waits up to 1.5 s for the club record before it goes without (the app asks then).
  // Journeys assert what the page brings with it, and the browsers, the stack and the other
  // steps of `npm test` share two cores: give the API time to answer, on a slower machine too.
  // The fallback itself is tested in apps/page-server/src/page-data.test.ts.
  process.env['TOUCHLINE_CLUB_TIMEOUT_MS'] ??= '15000';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-e2e-'));
  const stack = await startStack({
    build: process.env.E2E_BUILD === '1',
    quiet: true,
    apiEnv: {
      DATA_DIR: path.join(dataDir, 'pglite'),
      // Every back-office journey signs in as the demo club's one admin from one address, three
      // at a time: more than the 10 token requests a minute an address may make per account.
      // The limit itself is tested in apps/api/src/identity/token-routes.test.ts.
      TOKEN_REQUESTS_PER_MINUTE: '60',
      // Every journey that signs up comes from one address, again in each worker and on a
      // retry: more than the 10 sign-ups an hour an address may make. The limit itself is
      // tested in apps/api/src/identity/member-routes.test.ts.
      SIGN_UPS_PER_HOUR: '200',
    },
  });
  writeStackState({ extraPids: [], appPids: stack.pids(), dataDir });
  (globalThis as { __touchlineStack?: typeof stack }).__touchlineStack = stack;
}
