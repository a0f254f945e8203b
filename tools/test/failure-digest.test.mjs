import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureDigest } from './failure-digest.mjs';

test("a failed journey's title, error and the matcher's answer, without its page snapshot", () => {
  const log = [
    '  ✓   1 [visitors] › e2e/src/a.spec.ts:3:1 › passes (1.2s)',
    '  ✘   2 [club admin] › e2e/src/home.spec.ts:10:1 › Load More shows the rest (21.0s)',
    '',
    '    Error: expect(locator).toHaveCount(expected) failed',
    '',
    '    Expected: 14',
    '    Received: 12',
    '    - button "Load More" [ref=e172]',
    '      > 23 |   await expect(newsLinks(page)).toHaveCount(total);',
    '        at /repo/e2e/src/home.spec.ts:23:33',
  ].join('\n');
  assert.deepEqual(failureDigest(log), [
    '  ✘   2 [club admin] › e2e/src/home.spec.ts:10:1 › Load More shows the rest (21.0s)',
    '    Error: expect(locator).toHaveCount(expected) failed',
    '    Expected: 14',
    '    Received: 12',
    '    - button "Load More" [ref=e172]',
    '        at /repo/e2e/src/home.spec.ts:23:33',
  ]);
});

test("a failed node test's name, error and place, from its TAP report", () => {
  const log = [
    'ok 39 - y',
    'not ok 40 - x',
    '  ---',
    "  location: '/repo/tools/x.test.mjs:3:1'",
    '  error: |-',
    '    Expected values to be strictly equal:',
  ];
  assert.deepEqual(failureDigest(log.join('\n')), [
    'not ok 40 - x',
    "  location: '/repo/tools/x.test.mjs:3:1'",
    '  error: |-',
    '    Expected values to be strictly equal:',
  ]);
});

test("a failed jest test's name and assertion; a long digest says how much it left out", () => {
  const log = ['PASS a.test.ts', '  ● clock › moves', '', '    expect(received).toBe(expected)'];
  assert.deepEqual(failureDigest(log.join('\n')), [
    '  ● clock › moves',
    '    expect(received).toBe(expected)',
  ]);
  const many = Array.from({ length: 10 }, (_, n) => `  ● test ${n}`).join('\n');
  assert.deepEqual(failureDigest(many, 3), [
    '  ● test 0',
    '  ● test 1',
    '  ● test 2',
    "… 7 more lines in the step's log",
  ]);
});
