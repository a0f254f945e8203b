import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatStepTable } from './step-table.mjs';

test('each step is a row with its status, start and wall time; the last row is the whole run', () => {
  const table = formatStepTable(
    [
      { name: 'lint', status: 'passed', startedAt: 0, seconds: 101.4 },
      { name: 'unit tests', status: 'failed', startedAt: 3.2, seconds: 250.6 },
      { name: 'browser journeys', status: 'not run' },
    ],
    254.1,
  );
  assert.deepEqual(table.split('\n'), [
    '| step | status | started at (s) | wall time (s) |',
    '| --- | --- | ---: | ---: |',
    '| lint | passed | 0 | 101 |',
    '| unit tests | failed | 3 | 251 |',
    '| browser journeys | not run | - | - |',
    '| **all** | failed | 0 | 254 |',
  ]);
});
