import { useEffect, useRef } from 'react';
import type { ChatEntry } from '../../../lib/practice-types.ts';
import { type LeaveTarget, saveSessionOnLeave, watchLeaveTarget } from '../api/save-session-on-leave.ts';

/**
 * A final save when the page goes away mid-session: on `pagehide` (tab or window closed, navigation) and on
 * `visibilitychange` to hidden (the last event a mobile browser reliably fires), the transcript goes out with
 * fetch keepalive unless it is the one already sent.
 */
export function useSaveOnLeave(sessionId: string | null, history: ChatEntry[], active: boolean, send: typeof saveSessionOnLeave = saveSessionOnLeave): void {
  const target = useRef<LeaveTarget | null>(null);
  const latest = useRef({ sessionId, history, active });
  latest.current = { sessionId, history, active };
  const sent = useRef<ChatEntry[] | null>(null);

  useEffect(() => watchLeaveTarget((t) => (target.current = t)), []);

  useEffect(() => {
    const onLeave = () => {
      const { sessionId: id, history: transcript, active: on } = latest.current;
      if (!on || !id || !target.current || sent.current === transcript || transcript.length === 0) return;
      sent.current = transcript;
      send(target.current, id, transcript);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [send]);
}
