import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LeaveTarget, saveSessionOnLeave } from '../../src/features/practice/api/save-session-on-leave.ts';
import { useSaveOnLeave } from '../../src/features/practice/hooks/use-save-on-leave.ts';

const target: LeaveTarget = { url: 'http://api.test', anonKey: 'anon-key', accessToken: 'her-token' };
vi.mock('../../src/features/practice/api/save-session-on-leave.ts', async (original) => ({
  ...(await original<object>()),
  watchLeaveTarget: (onTarget: (t: LeaveTarget) => void) => {
    onTarget(target);
    return () => undefined;
  },
}));

const transcript = [
  { role: 'assistant' as const, content: 'Hello, I am Margaret.' },
  { role: 'user' as const, content: 'Hi Margaret, I am Maya.' },
];

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('the final save when the page goes away', () => {
  it('sends the transcript on pagehide, once per transcript', () => {
    const send = vi.fn();
    const { rerender } = renderHook(({ history }) => useSaveOnLeave('s1', history, true, send), { initialProps: { history: transcript } });
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(target, 's1', transcript);
    const longer = [...transcript, { role: 'assistant' as const, content: 'What do you do?' }];
    rerender({ history: longer });
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenLastCalledWith(target, 's1', longer);
  });

  it('sends when the tab becomes hidden, not when it becomes visible', () => {
    const send = vi.fn();
    renderHook(() => useSaveOnLeave('s1', transcript, true, send));
    setVisibility('visible');
    expect(send).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without an active session', () => {
    const send = vi.fn();
    renderHook(() => useSaveOnLeave(null, transcript, true, send));
    renderHook(() => useSaveOnLeave('s1', transcript, false, send));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });

  it('goes out as a keepalive PATCH of her row with her token', () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    saveSessionOnLeave(target, 's 1', transcript, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('http://api.test/rest/v1/practice_sessions?id=eq.s%201', {
      method: 'PATCH',
      keepalive: true,
      headers: { apikey: 'anon-key', Authorization: 'Bearer her-token', 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ chat_history: transcript }),
    });
  });

  it('swallows a refusal (the browser copy still holds the transcript)', () => {
    expect(() => saveSessionOnLeave(target, 's1', transcript, () => { throw new TypeError('keepalive budget'); })).not.toThrow();
    expect(() => saveSessionOnLeave(target, 's1', transcript, () => Promise.reject(new Error('offline')))).not.toThrow();
  });
});
