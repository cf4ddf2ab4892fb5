import { applyLiveChange, timestampKey } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ConversationDetails, Message } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { addMessage, replaceMessage, type ThreadPages } from '../../../lib/thread-cache.ts';
import { subscribeThread } from '../api/subscribe-thread.ts';

/**
 * The open thread, live: new messages join the newest page, edits and deletes replace their message and the other member's read point moves 'Seen';
 * `onOtherMessage` runs when the other member's message arrives, before it renders (her typing indicator ends
 * with it; an open thread marks it read at once).
 */
export function useLiveThread(conversationId: string, viewerId: string | undefined, enabled: boolean, onOtherMessage: (message: Message) => void = () => undefined) {
  const queryClient = useQueryClient();
  // The latest callback, without joining the channel again when it changes.
  const otherMessage = useRef(onOtherMessage);
  otherMessage.current = onOtherMessage;

  useEffect(() => {
    if (!viewerId || !enabled) return undefined;
    const unsubscribe = subscribeThread(
      { conversationId },
      {
        onMessage: (message) => {
          // Heard while the thread is read again (on joining, or after a reconnect): that older answer must not drop it.
          applyLiveChange<ThreadPages>(queryClient, messagingKeys.messages(conversationId), (data) => addMessage(data, message));
          if (message.sender_id !== viewerId) otherMessage.current(message);
        },
        onMessageChange: (message) => {
          applyLiveChange<ThreadPages>(queryClient, messagingKeys.messages(conversationId), (data) => replaceMessage(data, message));
        },
        onRead: (read) => {
          queryClient.setQueryData<ConversationDetails | null>(messagingKeys.conversation(conversationId), (details) => {
            if (!details) return details;
            return read.user_id === viewerId ? { ...details, myLastReadAt: read.last_read_at } : { ...details, otherLastReadAt: read.last_read_at };
          });
        },
        // What was sent or read before the channel listened was not heard: on a fresh page load it joins after
        // the page has shown (Realtime loads then), and after a reconnect. Read the thread and its read points again.
        onSubscribed: () => {
          void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
          void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(conversationId) });
        },
      },
    );
    return unsubscribe;
  }, [conversationId, viewerId, enabled, queryClient]);
}

/**
 * The other member's read receipt from the conversation's topic: it moves 'Seen' forward at once, never back
 * (the stored read point's own change, above, follows and stays authoritative).
 */
export function useOtherReadReceipt(conversationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (lastReadAt: string) =>
      queryClient.setQueryData<ConversationDetails | null>(messagingKeys.conversation(conversationId), (details) => {
        if (!details || (details.otherLastReadAt && timestampKey(details.otherLastReadAt) >= timestampKey(lastReadAt))) return details;
        return { ...details, otherLastReadAt: lastReadAt };
      }),
    [conversationId, queryClient],
  );
}
