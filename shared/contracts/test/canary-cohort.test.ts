import { describe, expect, it } from 'vitest';
import { canaryBucket, inCanary } from '../src/index.ts';

const memberIds = Array.from({ length: 1000 }, (_, i) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`);

describe('canary cohort', () => {
  it('gives the same id the same bucket every time', () => {
    expect(canaryBucket(memberIds[7]!)).toBe(canaryBucket(memberIds[7]!));
  });
  it('puts about a tenth of 1,000 sequential member ids in a 10 % canary', () => {
    const inside = memberIds.filter((id) => inCanary(id, 10)).length;
    expect(inside).toBeGreaterThanOrEqual(70);
    expect(inside).toBeLessThanOrEqual(130);
  });
  it('serves nobody at 0 % and everybody at 100 %', () => {
    expect(memberIds.some((id) => inCanary(id, 0))).toBe(false);
    expect(memberIds.every((id) => inCanary(id, 100))).toBe(true);
  });
});
