// What a failed step's log says went wrong, in a few lines: a long log (a journey's page
// snapshot, a suite's passing files) keeps the cause far above the end of the run, where a
// reader of a CI run looks first.

/** Lines that name a failed test or its error, in the runners the steps use. */
const FAILURE_LINE =
  /^\s*(✘|✕|●|×|not ok\b|\d+\) \[|Error:|TypeError:|expect\(|Expected|Received|Timeout|Test timeout|Call log:|error:|location:|at .*\.(spec|test)\.[cm]?[jt]sx?:\d+)/;

/**
 * The failure lines of a step's log, each with the line after it (a matcher's
 * `Expected`/`Received` pair, the call a timeout was waiting on), at most `limit` lines.
 */
export function failureDigest(log, limit = 60) {
  const lines = log.split('\n');
  const picked = new Set();
  lines.forEach((line, index) => {
    if (!FAILURE_LINE.test(line)) return;
    picked.add(index);
    const next = lines[index + 1]?.trim();
    if (next && !/^-+$/.test(next)) picked.add(index + 1);
  });
  const digest = [...picked].sort((a, b) => a - b).map((index) => lines[index].trimEnd());
  const unique = digest.filter((line, index) => digest.indexOf(line) === index);
  return unique.length > limit
    ? [...unique.slice(0, limit), `… ${unique.length - limit} more lines in the step's log`]
    : unique;
}
