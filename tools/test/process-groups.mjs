// Ending a step's whole process tree: a step runs in a process group of its own (run-all.mjs),
// and a server it started may outlive a SIGTERM (draining, or ignoring it).

/** Whether any process of the group `pid` leads is still running. */
export function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Asks every process of the groups to stop (SIGTERM); a group already gone is left. */
export function stopGroups(pids) {
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/**
 * Waits up to `graceMs` for the groups to end, then kills what is left of them (SIGKILL) and
 * resolves once they are gone: a server a stopped step had started must not keep the fixed ports
 * of the next run.
 */
export async function endGroups(pids, { graceMs = 10_000 } = {}) {
  const until = Date.now() + graceMs;
  const wait = () => new Promise((resolve) => setTimeout(resolve, 100));
  while (pids.some(groupAlive) && Date.now() < until) await wait();
  for (const pid of pids.filter(groupAlive)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
  while (pids.some(groupAlive)) await wait();
}
