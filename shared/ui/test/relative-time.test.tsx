import { formatPostAge } from '@diva/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from '../src/index.ts';

const NOW = new Date('2025-06-15T12:00:00Z').getTime();
const ago = (ms: number) => new Date(NOW - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("format 'post-age' (the feed's post age)", () => {
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
    render(<RelativeTime value={created} format="post-age" />);
    const time = screen.getByText('3h');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(created);
  });
});

describe('RelativeTime formats', () => {
  afterEach(() => vi.useRealTimers());

  it("is relative by default and moves on every minute ('5 minutes ago', then '6 minutes ago')", () => {
    vi.useFakeTimers({ now: NOW });
    render(<RelativeTime value={ago(5 * MINUTE)} />);
    expect(screen.getByText('5 minutes ago')).toBeTruthy();
    void act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByText('6 minutes ago')).toBeTruthy();
  });

  it("takes a dayjs format string: message times 'h:mm A' and dates 'MMM D'", () => {
    const value = new Date(2024, 2, 5, 15, 7);
    render(
      <>
        <RelativeTime value={value} format="h:mm A" />
        <RelativeTime value={value} format="MMM D" />
      </>,
    );
    expect(screen.getByText('3:07 PM').getAttribute('datetime')).toBe(value.toISOString());
    expect(screen.getByText('Mar 5')).toBeTruthy();
  });

  it('shows the exact moment on hover, in words', () => {
    render(<RelativeTime value={new Date(2024, 2, 5, 15, 7)} format="post-age" />);
    expect(screen.getByRole('time').getAttribute('title')).toBe('March 5, 2024 3:07 PM');
  });
});
