import { timestampKey } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ConversationDetails, Message } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { addMessage, type ThreadPages } from '../../../lib/thread-cache.ts';
import { getMessage } from '../api/get-message.ts';
import { subscribeThread } from '../api/subscribe-thread.ts';

/**
 * The open thread, live: new messages join the newest page and the other member's read point moves 'Seen';
 * `onOtherMessage` runs when the other member's message arrives, before it renders (her typing indicator ends
 * with it; an open thread marks it read at once). Returns `fetchAnnounced`: the other member's browser said it
 * sent this message (its id, on the conversation's topic); it is read from the server at once rather than
 * waited for on the change feed, and taken as a live message (its change event, later, finds it there).
 */
export function useLiveThread(conversationId: string, viewerId: string | undefined, enabled: boolean, onOtherMessage: (message: Message) => void = () => undefined) {
  const queryClient = useQueryClient();
  // The latest callback, without joining the channel again when it changes.
  const otherMessage = useRef(onOtherMessage);
  otherMessage.current = onOtherMessage;

  const take = useCallback(
    (message: Message) => {
      if (message.conversation_id !== conversationId) return;
      const key = messagingKeys.messages(conversationId);
      const known = queryClient.getQueryData<ThreadPages>(key)?.pages.some((page) => page.some((item) => item.id === message.id));
      if (known) return;
      queryClient.setQueryData<ThreadPages>(key, (data) => addMessage(data, message));
      if (message.sender_id !== viewerId) otherMessage.current(message);
    },
    [conversationId, viewerId, queryClient],
  );

  useEffect(() => {
    if (!viewerId || !enabled) return undefined;
    const unsubscribe = subscribeThread(
      { conversationId },
      {
        onMessage: take,
        onRead: (read) => {
          queryClient.setQueryData<ConversationDetails | null>(messagingKeys.conversation(conversationId), (details) => {
            if (!details) return details;
            return read.user_id === viewerId ? { ...details, myLastReadAt: read.last_read_at } : { ...details, otherLastReadAt: read.last_read_at };
          });
        },
        // After a reconnect, messages may have been missed: read the thread again.
        onSubscribed: (resumed) => {
          if (resumed) void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
        },
      },
    );
    return unsubscribe;
  }, [conversationId, viewerId, enabled, queryClient, take]);

  return useCallback(
    (messageId: string) => {
      const known = queryClient.getQueryData<ThreadPages>(messagingKeys.messages(conversationId))?.pages.some((page) => page.some((item) => item.id === messageId));
      if (!viewerId || !enabled || known) return;
      // Nothing is taken from the word itself: a made-up or refused id reads as nothing.
      getMessage({ conversationId, messageId }).then(
        (message) => {
          if (message) take(message);
        },
        () => undefined,
      );
    },
    [conversationId, viewerId, enabled, queryClient, take],
  );
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
