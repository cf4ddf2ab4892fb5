import { describe, expect, it } from 'vitest';
import { badgeLabel, formatDate, formatPostAge, formatRelative, initialsFor } from '../src/index.ts';

describe('display rules', () => {
  it('initials: up to two, uppercased, from the display name; else email; else U', () => {
    expect(initialsFor('ana maria lopez')).toBe('AM');
    expect(initialsFor('beyonce')).toBe('BE');
    expect(initialsFor('  ', 'zoe@example.com')).toBe('Z');
    expect(initialsFor(null, null)).toBe('U');
  });
  it('badge caps at 99+ and hides at 0', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(-3)).toBeNull();
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
});

describe('dates', () => {
  const now = new Date('2024-06-10T12:00:00');
  it('post age: just now, hours up to 23h, then days', () => {
    expect(formatPostAge(new Date('2024-06-10T11:30:00'), now)).toBe('just now');
    expect(formatPostAge(new Date('2024-06-10T09:00:00'), now)).toBe('3h');
    expect(formatPostAge(new Date('2024-06-09T12:30:00'), now)).toBe('23h');
    expect(formatPostAge(new Date('2024-06-07T12:00:00'), now)).toBe('3d');
  });
  it('spec formats', () => {
    expect(formatDate('2024-03-05T15:07:00', 'achievement')).toBe('Mar 05, 2024');
    expect(formatDate('2024-03-05T15:07:00', 'messageTime')).toBe('3:07 PM');
    expect(formatDate('2024-03-05T15:07:00', 'messageDate')).toBe('Mar 5');
    expect(formatRelative(new Date('2024-06-10T11:55:00'), now)).toBe('5 minutes ago');
  });
});

describe('timestamps in the database order', () => {
  it('orders a whole second printed without a fraction before the same second with one (as text it came after)', async () => {
    const { newerFirst, timestampKey } = await import('../src/format/timestamps.ts');
    const stamps = ['2026-11-26T11:49:58.007+00:00', '2026-11-26T11:49:58+00:00', '2026-11-26T11:49:57.995+00:00'];
    expect([...stamps].sort(newerFirst)).toEqual(stamps);
    expect(['2026-11-26T11:49:58+00:00', '2026-11-26T11:49:58.007+00:00'].sort((a, b) => b.localeCompare(a))[0]).toBe('2026-11-26T11:49:58+00:00');
    expect(timestampKey('2026-11-26T12:49:58.000001+01:00')).toBe(timestampKey('2026-11-26T11:49:58+00:00') + 1);
    expect(timestampKey('2026-11-26T11:49:58.1234567Z')).toBe(timestampKey('2026-11-26T11:49:58Z') + 123456);
  });
});
