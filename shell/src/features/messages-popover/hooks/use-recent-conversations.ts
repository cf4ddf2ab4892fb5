import { CONSTANTS, getSupabase, useSessionUser } from '@diva/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchRecentConversations } from '../api/conversations-api.ts';

/**
 * The header's recent conversations. Conversation changes, and new messages from other members, refresh the
 * list 500 ms later (bursts are coalesced into one refresh).
 */
export function useRecentConversations() {
  const user = useSessionUser();
  const userId = user?.id;
  const queryClient = useQueryClient();

  const query = useQuery({
    queryKey: ['header-conversations', userId],
    enabled: Boolean(userId),
    queryFn: () => fetchRecentConversations(userId!),
  });

  useEffect(() => {
    if (!userId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshSoon = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ['header-conversations', userId] });
      }, CONSTANTS.realtimeRefreshDelayMs);
    };
    const channel = getSupabase()
      .channel(`header-conversations:${userId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `participant_1=eq.${userId}` }, refreshSoon)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'conversations', filter: `participant_2=eq.${userId}` }, refreshSoon)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, (payload) => {
        if ((payload.new as { sender_id?: string }).sender_id !== userId) refreshSoon();
      })
      .subscribe();
    return () => {
      if (timer) clearTimeout(timer);
      void getSupabase().removeChannel(channel);
    };
  }, [userId, queryClient]);

  return { conversations: query.data ?? [], isLoading: query.isLoading };
}
