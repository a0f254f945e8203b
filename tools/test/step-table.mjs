// The table `npm test` ends with: each step's status, when it started, how long it ran and the
// CPU time it cost.

/**
 * @param {{ name: string, status: string, startedAt?: number, seconds?: number, cpuSeconds?: number }[]} rows
 * @param {number} totalSeconds wall time of the whole run
 * @param {number} [totalCpuSeconds] CPU time of every step together
 * @returns {string} a Markdown table, readable in a terminal and pasteable into docs/testing.md
 */
export function formatStepTable(rows, totalSeconds, totalCpuSeconds) {
  const cell = (value) => (value === undefined ? '-' : value.toFixed(0));
  const lines = [
    '| step | status | started at (s) | wall time (s) | CPU time (s) |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.status} | ${cell(row.startedAt)} | ${cell(row.seconds)} | ${cell(row.cpuSeconds)} |`,
    ),
    `| **all** | ${rows.every((row) => row.status === 'passed') ? 'passed' : 'failed'} | 0 | ${cell(totalSeconds)} | ${cell(totalCpuSeconds)} |`,
  ];
  return lines.join('\n');
}
