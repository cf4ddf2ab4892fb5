import { formatPostAge } from '@diva/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostAge } from '../../src/components/post-age.tsx';

const NOW = new Date('2025-06-15T12:00:00Z').getTime();
const ago = (ms: number) => new Date(NOW - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('post age', () => {
  it.each([
    [0, 'just now'],
    [59 * MINUTE + 59_999, 'just now'],
    [HOUR, '1h'],
    [2 * HOUR - 1, '1h'],
    [23 * HOUR, '23h'],
    [24 * HOUR - 1, '23h'],
    [24 * HOUR, '1d'],
    [48 * HOUR - 1, '1d'],
    [48 * HOUR, '2d'],
    [400 * 24 * HOUR, '400d'],
  ])('%i ms old reads %s', (age, text) => {
    expect(formatPostAge(ago(age), NOW)).toBe(text);
  });

  it('reads "just now" for a timestamp slightly in the future (clock skew)', () => {
    expect(formatPostAge(new Date(NOW + 5 * MINUTE), NOW)).toBe('just now');
  });

  it('renders a <time> with the exact moment for machines', () => {
    const created = new Date(Date.now() - 3 * HOUR).toISOString();
    render(<PostAge value={created} />);
    const time = screen.getByText('3h');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(created);
  });
});
