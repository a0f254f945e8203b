import { rmSync } from 'node:fs';
import { readStackState } from './stack-state';

export default async function globalTeardown() {
  const stack = (globalThis as { __touchlineStack?: { stop(): Promise<void> } }).__touchlineStack;
  const state = readStackState();
  for (const pid of state.extraPids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await stack?.stop();
  rmSync(state.dataDir, { recursive: true, force: true });
}
