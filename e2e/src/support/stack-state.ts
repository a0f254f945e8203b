import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the running stack records the process ids of what tests may restart. */
const STATE_FILE = path.join(__dirname, '../../.artifacts/stack.json');

export interface StackState {
  /** Extra servers started by journeys (a redeployed remote); stopped at teardown. */
  extraPids: number[];
  /** Process id of each app's static server. */
  appPids: Record<string, number>;
  dataDir: string;
}

export function writeStackState(state: StackState): void {
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function readStackState(): StackState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState;
}
