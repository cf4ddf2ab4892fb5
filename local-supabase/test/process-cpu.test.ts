// The bench's reading of a PostgreSQL cluster's CPU (bench/process-cpu.ts): a process and its children, from /proc.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { treeCpuMs } from '../bench/process-cpu.ts';

// Spins for about `ms` of CPU, says so, then waits (alive, idle) until its stdin closes.
const BUSY_CHILD = (ms: number) =>
  `const end = process.cpuUsage().user + ${ms * 1000}; while (process.cpuUsage().user < end); ` +
  `process.stdout.write('done'); process.stdin.resume(); process.stdin.on('end', () => process.exit(0));`;

describe.runIf(process.platform === 'linux')('treeCpuMs', () => {
  it("counts a child's CPU as part of its parent's tree, and not a stranger's", async () => {
    const before = treeCpuMs(process.pid);
    const child = spawn(process.execPath, ['-e', BUSY_CHILD(300)], { stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await once(child.stdout, 'data');
      const grown = treeCpuMs(process.pid) - before;
      // The child's 300 ms (in ticks of 10 ms), and this process's own time meanwhile.
      expect(grown).toBeGreaterThanOrEqual(250);
      const childOnly = treeCpuMs(child.pid!);
      expect(childOnly).toBeGreaterThanOrEqual(250);
      expect(childOnly).toBeLessThan(grown + 20);
    } finally {
      child.stdin.end();
      await once(child, 'exit');
    }
  });

  it('keeps the time of a child that ended and was waited for', async () => {
    const before = treeCpuMs(process.pid);
    const child = spawn(process.execPath, ['-e', BUSY_CHILD(300)], { stdio: ['pipe', 'pipe', 'inherit'] });
    await once(child.stdout, 'data');
    child.stdin.end();
    await once(child, 'exit');
    expect(treeCpuMs(process.pid) - before).toBeGreaterThanOrEqual(250);
  });

  it('reads 0 for a process that does not exist', () => {
    expect(treeCpuMs(2 ** 30)).toBe(0);
  });
});
