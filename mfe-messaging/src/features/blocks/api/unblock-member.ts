import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { errorToast } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedMember } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { MESSAGING_TEXTS } from '../../../texts.ts';

export const unblockMemberInput = z.object({ blockerId: z.guid(), blockedId: z.guid() });

export async function unblockMember(input: z.infer<typeof unblockMemberInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { blockerId, blockedId } = unblockMemberInput.parse(input);
  unwrap(await client.from('member_blocks').delete().eq('blocker_id', blockerId).eq('blocked_id', blockedId));
}

/** Unblock: she leaves the blocked list at once (back on failure, with the toast); her conversation returns. */
export function useUnblockMember() {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const key = messagingKeys.blocked(viewerId ?? 'signed-out');
  return useMutation({
    mutationFn: (blockedId: string) => unblockMember({ blockerId: viewerId!, blockedId }),
    onMutate: async (blockedId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BlockedMember[]>(key);
      queryClient.setQueryData<BlockedMember[]>(key, (list) => list?.filter((row) => row.blocked_id !== blockedId));
      return { before };
    },
    onError: (_error, _id, context) => {
      queryClient.setQueryData(key, context?.before);
      showToast(errorToast(MESSAGING_TEXTS.unblockFailed));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.lists(viewerId!) }),
  });
}
