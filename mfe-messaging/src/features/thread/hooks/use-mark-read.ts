import { timestampKey } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ConversationDetails, ConversationSummary } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { markConversationRead } from '../api/mark-read.ts';

/**
 * Marks the open conversation read up to a message the member has (its `created_at`): its unread count goes to
 * 0 in the list at once; the server's read point (its own time, so it covers every message she has) reaches
 * the other member live ('Seen'). `onMarked` tells the other member at once, over the conversation's topic,
 * with the time of the newest message she has read: as she reads it, not after the server has stored it (the
 * mark-read request and its answer were 16-60 ms of every send-to-Seen on the messages bench; the stored read
 * point follows and stays authoritative). A message a request already covers asks nothing more (the live
 * handler and the render both ask for the newest); one that arrives while a request is on its way gets one
 * more afterwards.
 */
export function useMarkRead(conversationId: string, viewerId: string | undefined, onMarked: (lastReadAt: string) => void = () => undefined) {
  const queryClient = useQueryClient();
  const state = useRef<{ conversationId: string; running: boolean; again: boolean; asked: number }>({ conversationId, running: false, again: false, asked: -Infinity });

  return useCallback(
    (upTo: string) => {
      if (!viewerId) return;
      if (state.current.conversationId !== conversationId) state.current = { conversationId, running: false, again: false, asked: -Infinity };
      const current = state.current;
      const wanted = timestampKey(upTo);
      if (wanted <= current.asked) return;
      current.asked = wanted;
      onMarked(upTo);
      queryClient.setQueriesData<ConversationSummary[]>({ queryKey: messagingKeys.lists(viewerId) }, (list) =>
        list?.map((row) => (row.id === conversationId && row.unread_count > 0 ? { ...row, unread_count: 0 } : row)),
      );
      if (current.running) {
        current.again = true;
        return;
      }
      const run = async () => {
        current.running = true;
        try {
          const at = await markConversationRead({ conversationId });
          queryClient.setQueryData<ConversationDetails | null>(messagingKeys.conversation(conversationId), (details) =>
            details ? { ...details, myLastReadAt: at } : details,
          );
        } catch (error) {
          // Only the unread state is at stake: the next visit marks it again.
          current.asked = -Infinity;
          console.error('Failed to mark the conversation read', error);
        } finally {
          current.running = false;
        }
        if (current.again) {
          current.again = false;
          await run();
        }
      };
      void run();
    },
    [conversationId, viewerId, queryClient, onMarked],
  );
}
