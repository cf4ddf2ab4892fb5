/**
 * CPU time of a process and its children (Linux /proc): a PostgreSQL cluster's postmaster and its backends,
 * which share the bench machine's cores with the server under test and the load generator.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every Linux architecture Node supports. */
const TICKS_PER_SECOND = 100;

/**
 * From /proc/<pid>/stat (fields 4 and 14-17; the name before them may hold spaces): the parent's pid, the
 * process's user + system ticks, and those of its children that ended and were waited for.
 */
function readStat(pid: string): { parent: number; ticks: number; endedChildren: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), endedChildren: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null; // ended meanwhile
  }
}

/**
 * Milliseconds of CPU used so far by `pid` and its children, living or ended (the postmaster waits for its
 * backends, so a connection the pool closed between two readings keeps its time in the sum).
 */
export function treeCpuMs(pid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (!stat) continue;
    if (Number(entry) === pid) ticks += stat.ticks + stat.endedChildren;
    else if (stat.parent === pid) ticks += stat.ticks;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
