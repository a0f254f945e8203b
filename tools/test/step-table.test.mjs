import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatStepTable } from './step-table.mjs';

test('each step is a row with its status, start, wall and CPU time; the last row is the whole run', () => {
  const table = formatStepTable(
    [
      { name: 'lint', status: 'passed', startedAt: 0, seconds: 101.4, cpuSeconds: 180.6 },
      { name: 'unit tests', status: 'failed', startedAt: 3.2, seconds: 250.6, cpuSeconds: 402.2 },
      { name: 'browser journeys', status: 'not run' },
    ],
    254.1,
    590,
  );
  assert.deepEqual(table.split('\n'), [
    '| step | status | started at (s) | wall time (s) | CPU time (s) |',
    '| --- | --- | ---: | ---: | ---: |',
    '| lint | passed | 0 | 101 | 181 |',
    '| unit tests | failed | 3 | 251 | 402 |',
    '| browser journeys | not run | - | - | - |',
    '| **all** | failed | 0 | 254 | 590 |',
  ]);
});
