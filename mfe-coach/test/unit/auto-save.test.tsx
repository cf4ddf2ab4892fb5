import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoSave } from '../../src/features/practice/hooks/use-auto-save.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const line = (n: number) => Array.from({ length: n }, (_, i) => ({ role: i % 2 ? ('user' as const) : ('assistant' as const), content: `line ${i}` }));

describe('auto-save', () => {
  it('saves 1 s after it is scheduled, once for calls inside that second, with the newest transcript', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useAutoSave(save));
    act(() => result.current.schedule('s1', line(4)));
    await act(() => vi.advanceTimersByTimeAsync(900));
    act(() => result.current.schedule('s1', line(8)));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('s1', { history: line(8) });
    expect(result.current.state).toBe('saved');
  });

  it('retries a failed save and says so until it goes through', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useAutoSave(save));
    act(() => result.current.schedule('s1', line(4)));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state).toBe('retrying');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.state).toBe('saved');
  });
});
