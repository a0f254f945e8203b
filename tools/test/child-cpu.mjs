// The CPU time of this process's finished children (and theirs), from Linux's /proc: what a
// step of `npm test` cost the machine, beside its wall time. Two steps run at once, so wall time
// alone says little about which step to make cheaper.
import { readFileSync } from 'node:fs';

/** Linux reports these times in clock ticks of 1/100 s (USER_HZ) on every common platform. */
const TICKS_PER_SECOND = 100;

/**
 * User plus system CPU seconds of every child this process has waited for, with their own
 * waited-for children; `undefined` where /proc is missing (not Linux).
 * @param {string} [statPath]
 * @returns {number | undefined}
 */
export function finishedChildrenCpuSeconds(statPath = '/proc/self/stat') {
  let stat;
  try {
    stat = readFileSync(statPath, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  // Field 3 is the state, so cutime and cstime (fields 16 and 17) are at 13 and 14 from there.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/**
 * The whole machine's busy and total CPU seconds since boot (every core, every process, including
 * those a step left to the system, as a browser's renderers can be), from /proc/stat; `undefined`
 * where it is missing.
 * @param {string} [statPath]
 * @returns {{ busy: number, total: number } | undefined}
 */
export function machineCpuSeconds(statPath = '/proc/stat') {
  let stat;
  try {
    stat = readFileSync(statPath, 'utf8');
  } catch {
    return undefined;
  }
  // cpu  user nice system idle iowait irq softirq steal ...
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = stat
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / TICKS_PER_SECOND, total: (busy + idle + iowait) / TICKS_PER_SECOND };
}
