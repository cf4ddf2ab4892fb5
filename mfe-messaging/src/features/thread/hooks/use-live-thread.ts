import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ConversationDetails } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { addMessage, type ThreadPages } from '../../../lib/thread-cache.ts';
import { subscribeThread } from '../api/subscribe-thread.ts';

/** How long '{name} is typing…' stays after the last typing signal. */
export const TYPING_VISIBLE_MS = 5000;

/**
 * The open thread, live: new messages join the newest page, the
 * other member's read point moves 'Seen', and her typing shows for 5 s after her last keystroke signal or
 * until her message arrives.
 */
export function useLiveThread(conversationId: string, viewerId: string | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  const [typingAt, setTypingAt] = useState<number | null>(null);

  useEffect(() => {
    if (!viewerId || !enabled) return undefined;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const stopTyping = () => {
      if (typingTimer) clearTimeout(typingTimer);
      setTypingAt(null);
    };
    const unsubscribe = subscribeThread(
      { conversationId },
      {
        onMessage: (message) => {
          queryClient.setQueryData<ThreadPages>(messagingKeys.messages(conversationId), (data) => addMessage(data, message));
          if (message.sender_id !== viewerId) stopTyping();
        },
        onRead: (read) => {
          queryClient.setQueryData<ConversationDetails | null>(messagingKeys.conversation(conversationId), (details) => {
            if (!details) return details;
            return read.user_id === viewerId ? { ...details, myLastReadAt: read.last_read_at } : { ...details, otherLastReadAt: read.last_read_at };
          });
        },
        onTyping: (typing) => {
          if (typing.user_id === viewerId) return;
          if (typingTimer) clearTimeout(typingTimer);
          setTypingAt(Date.now());
          typingTimer = setTimeout(() => setTypingAt(null), TYPING_VISIBLE_MS);
        },
        // After a reconnect, messages may have been missed: read the thread again.
        onSubscribed: (resumed) => {
          if (resumed) void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
        },
      },
    );
    return () => {
      stopTyping();
      unsubscribe();
    };
  }, [conversationId, viewerId, enabled, queryClient]);

  return { otherIsTyping: typingAt !== null };
}
