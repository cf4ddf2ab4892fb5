import { useCallback, useEffect, useRef, useState } from 'react';
import { joinTypingChannel, type TypingChannel } from '../api/typing-channel.ts';

/** At most one typing signal per second while the member types. */
export const TYPING_SIGNAL_EVERY_MS = 1000;
/** How long '{name} is typing…' stays after the other member's last signal. */
export const TYPING_VISIBLE_MS = 5000;

/**
 * Typing in the open conversation, both ways, over its private broadcast topic: `signal` for the composer
 * (throttled), `otherIsTyping` for 5 s after the other member's last signal, `clear` when her message arrives.
 * The same topic carries read receipts: `sendRead` with the time she has read up to, `onOtherRead` with
 * the other member's.
 */
export function useTyping(conversationId: string, viewerId: string | undefined, enabled: boolean, onOtherRead: (lastReadAt: string) => void = () => undefined) {
  const [otherIsTyping, setOtherIsTyping] = useState(false);
  const channel = useRef<TypingChannel | null>(null);
  // The latest callback, without joining the topic again when it changes.
  const otherRead = useRef(onOtherRead);
  otherRead.current = onOtherRead;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSignal = useRef(0);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setOtherIsTyping(false);
  }, []);

  useEffect(() => {
    if (!viewerId || !enabled) return undefined;
    channel.current = joinTypingChannel(
      { conversationId, viewerId },
      {
        onOtherTyping: () => {
          clearTimeout(timer.current);
          setOtherIsTyping(true);
          timer.current = setTimeout(() => setOtherIsTyping(false), TYPING_VISIBLE_MS);
        },
        onOtherRead: (at) => otherRead.current(at),
      },
    );
    return () => {
      channel.current?.close();
      channel.current = null;
      clear();
    };
  }, [conversationId, viewerId, enabled, clear]);

  const signal = useCallback(() => {
    const now = Date.now();
    if (now - lastSignal.current < TYPING_SIGNAL_EVERY_MS) return;
    lastSignal.current = now;
    channel.current?.signal();
  }, []);

  const sendRead = useCallback((lastReadAt: string) => channel.current?.sendRead(lastReadAt), []);

  return { otherIsTyping, signal, clear, sendRead };
}
