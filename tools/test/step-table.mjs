// The table `npm test` ends with: each step's status, when it started and how long it ran.

/**
 * @param {{ name: string, status: string, startedAt?: number, seconds?: number }[]} rows
 * @param {number} totalSeconds wall time of the whole run
 * @returns {string} a Markdown table, readable in a terminal and pasteable into docs/testing.md
 */
export function formatStepTable(rows, totalSeconds) {
  const cell = (value) => (value === undefined ? '-' : value.toFixed(0));
  const lines = [
    '| step | status | started at (s) | wall time (s) |',
    '| --- | --- | ---: | ---: |',
    ...rows.map(
      (row) => `| ${row.name} | ${row.status} | ${cell(row.startedAt)} | ${cell(row.seconds)} |`,
    ),
    `| **all** | ${rows.every((row) => row.status === 'passed') ? 'passed' : 'failed'} | 0 | ${cell(totalSeconds)} |`,
  ];
  return lines.join('\n');
}
