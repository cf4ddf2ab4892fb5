import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ConversationDetails, ConversationSummary } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { markConversationRead } from '../api/mark-read.ts';

/**
 * Marks the open conversation read: its unread count goes to 0 in the list at once; the server's read point
 * reaches the other member live ('Seen'). Calls while one is on its way are folded into one more afterwards.
 */
export function useMarkRead(conversationId: string, viewerId: string | undefined) {
  const queryClient = useQueryClient();
  const state = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });

  return useCallback(() => {
    if (!viewerId) return;
    queryClient.setQueriesData<ConversationSummary[]>({ queryKey: messagingKeys.lists(viewerId) }, (list) =>
      list?.map((row) => (row.id === conversationId && row.unread_count > 0 ? { ...row, unread_count: 0 } : row)),
    );
    if (state.current.running) {
      state.current.again = true;
      return;
    }
    const run = async () => {
      state.current.running = true;
      try {
        const at = await markConversationRead({ conversationId });
        queryClient.setQueryData<ConversationDetails | null>(messagingKeys.conversation(conversationId), (details) =>
          details ? { ...details, myLastReadAt: at } : details,
        );
      } catch (error) {
        // Only the unread state is at stake: the next visit marks it again.
        console.error('Failed to mark the conversation read', error);
      } finally {
        state.current.running = false;
      }
      if (state.current.again) {
        state.current.again = false;
        await run();
      }
    };
    void run();
  }, [conversationId, viewerId, queryClient]);
}
