// Writes one section of docs/performance.md between its markers, keeping the other sections.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPORT = path.resolve(import.meta.dirname, '../../docs/performance.md');
const HEADER = `# Performance

Measured by the project's own scripts; budgets come from the design direction. Re-run a section's
script to refresh it. Speed goals live here and in the scripts, not in unit tests.
`;

export function writeReportSection(id, title, body) {
  const start = `<!-- ${id}:start -->`;
  const end = `<!-- ${id}:end -->`;
  const section = `${start}\n## ${title}\n\n${body}\n${end}`;
  let text = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : HEADER;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + section + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(REPORT, text);
  // The report is checked by `npm test` like every other file.
  spawnSync('npx', ['prettier', '--write', REPORT, '--log-level', 'warn'], { stdio: 'inherit' });
}
