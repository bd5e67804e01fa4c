// CPU time of processes and their descendants, from /proc (Linux): user + system, in ms. A figure that a
// busy machine does not change much (it slows every process, it does not make one do more work).
import { readdirSync, readFileSync } from 'node:fs';

/** fields after `pid (comm)`: [0] state, [1] ppid, … [11] utime, [12] stime, [13] cutime, [14] cstime. */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone
  }
}

const TICK_MS = 10;

/**
 * User + system CPU of `rootPid` and every live descendant, plus the children they already reaped, in ms.
 * Processes that ended without being reaped by one of them are not counted.
 */
export function treeCpuMs(rootPid) {
  const children = new Map();
  const stats = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statOf(name);
    if (!fields) continue;
    const pid = Number(name);
    stats.set(pid, fields);
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const walk = (pid) => {
    const fields = stats.get(pid);
    if (fields) total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return total;
}
