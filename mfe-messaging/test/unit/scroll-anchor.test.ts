import { describe, expect, it } from 'vitest';
import { firstVisibleIndex, scrollTopKeepingAnchor } from '../../src/features/thread/utils/scroll-anchor.ts';

describe('scroll anchor', () => {
  // Rows 30 px high stacked from y = 100 (the panel's visible top is at 100 when scrollTop is 0).
  const bottoms = Array.from({ length: 50 }, (_, index) => 100 + 30 * (index + 1));

  it('finds the first message at least partly in view by its bottom', () => {
    expect(firstVisibleIndex(bottoms.length, (i) => bottoms[i]!, 100)).toBe(0);
    expect(firstVisibleIndex(bottoms.length, (i) => bottoms[i]!, 131)).toBe(1);
    expect(firstVisibleIndex(bottoms.length, (i) => bottoms[i]!, 130)).toBe(1);
    expect(firstVisibleIndex(bottoms.length, (i) => bottoms[i]!, 129)).toBe(0);
    expect(firstVisibleIndex(bottoms.length, (i) => bottoms[i]!, 10_000)).toBe(-1);
    expect(firstVisibleIndex(0, () => 0, 0)).toBe(-1);
  });

  it('reads only a handful of rows', () => {
    let reads = 0;
    firstVisibleIndex(1000, (i) => ((reads += 1), i * 30), 12_345);
    expect(reads).toBeLessThanOrEqual(11);
  });

  it('puts the message back where she saw it after older messages came in above', () => {
    // She saw it 12 px below the visible top at scrollTop 40; 1,500 px of older messages arrived above, so it is
    // now 1,512 px below the visible top (the panel has not scrolled).
    expect(scrollTopKeepingAnchor({ id: 'm71', offset: 12 }, 40, 100 + 1512, 100)).toBe(40 + 1500);
  });

  it('ignores what changed below her place (a typing line, Seen, new messages) and what was measured before', () => {
    // Only the message's own position counts: the same answer whatever the panel's height became.
    expect(scrollTopKeepingAnchor({ id: 'm71', offset: 12 }, 40, 112, 100)).toBe(40);
  });

  it('keeps a partly scrolled-past message partly scrolled past, and never goes above the top', () => {
    expect(scrollTopKeepingAnchor({ id: 'm', offset: -8 }, 500, 300, 100)).toBe(500 + 200 + 8);
    expect(scrollTopKeepingAnchor({ id: 'm', offset: 50 }, 0, 120, 100)).toBe(0);
  });
});
