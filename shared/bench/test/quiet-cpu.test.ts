import { describe, expect, it } from 'vitest';
import { idleShare, parseCpuTicks, waitForQuietCpu } from '../src/quiet-cpu.ts';

describe('quiet CPU', () => {
  it('reads busy and idle ticks from /proc/stat, iowait as idle and steal as busy', () => {
    const stat = 'cpu  100 5 40 800 20 3 2 10 0 0\ncpu0 50 2 20 400 10 1 1 5 0 0\nintr 1 2 3\n';
    expect(parseCpuTicks(stat)).toEqual({ busy: 100 + 5 + 40 + 3 + 2 + 10, idle: 800 + 20 });
  });

  it('refuses a file without the aggregate line', () => {
    expect(() => parseCpuTicks('cpu0 1 2 3 4\n')).toThrow(/aggregate/);
  });

  it('gives the idle share between two readings', () => {
    expect(idleShare({ busy: 100, idle: 100 }, { busy: 130, idle: 190 })).toBeCloseTo(0.75);
    expect(idleShare({ busy: 100, idle: 100 }, { busy: 200, idle: 100 })).toBe(0);
    expect(idleShare({ busy: 100, idle: 100 }, { busy: 100, idle: 100 })).toBe(1);
  });

  it('resolves at once when any share will do, and false when none can be reached in time', async () => {
    expect(await waitForQuietCpu({ minIdle: 0, windowMs: 20 })).toBe(true);
    const started = Date.now();
    expect(await waitForQuietCpu({ minIdle: 1.01, windowMs: 20, maxWaitMs: 100 })).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});
