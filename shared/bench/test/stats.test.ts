import { describe, expect, it } from 'vitest';
import { median, percentile, poolLoads, timeRuns } from '../src/stats.ts';
import { columns, markdownTable } from '../src/table.ts';

describe('statistics', () => {
  it('takes the nearest rank for percentiles and the upper middle for the median', () => {
    const values = [5, 1, 4, 2, 3, 6, 8, 7, 10, 9];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(median(values)).toBe(6);
    expect(median([3, 1, 2])).toBe(2);
    expect(values).toEqual([5, 1, 4, 2, 3, 6, 8, 7, 10, 9]);
  });

  it('answers NaN for no values', () => {
    expect(median([])).toBeNaN();
    expect(percentile([], 95)).toBeNaN();
  });

  it('times each run after the warm-up and counts the last run’s requests', async () => {
    let calls = 0;
    let requests = 0;
    const timed = await timeRuns(3, () => ((calls += 1), (requests += calls)), { warmUp: 2, requestCount: () => requests });
    expect(calls).toBe(5);
    expect(timed.ms).toHaveLength(3);
    expect(timed.requests).toBe(5);
  });

  it('pools load slices over their whole time', () => {
    const slice = (latencies: number[], seconds: number) => ({ requests: latencies.length, seconds, perSecond: 0, p50: 0, p95: 0, latencies });
    const pooled = poolLoads([slice([1, 2], 1), slice([3, 4, 5, 6], 2)]);
    expect(pooled.perSecond).toBe(2);
    expect(pooled.p50).toBe(3);
  });
});

describe('tables', () => {
  it('pads columns to the widest cell', () => {
    expect(columns(['a', 'bb'], [['ccc', 'd']])).toEqual(['  a    bb', '  ccc  d ']);
    expect(markdownTable(['a', 'bb'], [['ccc', 'd']])).toEqual(['| a   | bb |', '|-----|----|', '| ccc | d  |']);
  });
});
