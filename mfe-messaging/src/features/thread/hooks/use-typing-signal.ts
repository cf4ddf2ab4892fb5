import { useCallback, useRef } from 'react';
import { setTyping } from '../api/set-typing.ts';

/** At most one typing signal per second while the member types (the other side shows it for 5 s). */
export const TYPING_SIGNAL_EVERY_MS = 1000;

export function useTypingSignal(conversationId: string) {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_SIGNAL_EVERY_MS) return;
    last.current = now;
    setTyping({ conversationId }).catch(() => undefined);
  }, [conversationId]);
}
