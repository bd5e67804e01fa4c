// CPU time of processes and their descendants, from /proc (Linux): user + system, in ms. A figure that a
// busy machine does not change much (it slows every process, it does not make one do more work).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
 * What a process is: Chromium's `--type` (renderer, gpu-process, utility — the network service —),
 * `browser` for Chromium's main process, else the program's name. Chromium rewrites its command line into
 * one string, so it is read as such.
 */
function kindOf(pid, fields) {
  try {
    const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    const type = /--type=(\S+)/.exec(line)?.[1];
    if (type) return type;
    if (/chrom/i.test(line)) return 'browser';
    return path.basename(line.split(' ')[0] ?? '') || String(fields[0]);
  } catch {
    return 'gone';
  }
}

/**
 * User + system CPU of `rootPid` and every live descendant, plus the children they already reaped, in ms,
 * by kind of process (see kindOf). Processes that ended without being reaped by one of them are not counted.
 */
export function treeCpuByKind(rootPid) {
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
  const byKind = {};
  const walk = (pid) => {
    const fields = stats.get(pid);
    if (fields) {
      const kind = kindOf(pid, fields);
      const used = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
      byKind[kind] = (byKind[kind] ?? 0) + used;
    }
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return byKind;
}

/** The same, summed. */
export const treeCpuMs = (rootPid) => Object.values(treeCpuByKind(rootPid)).reduce((sum, ms) => sum + ms, 0);
