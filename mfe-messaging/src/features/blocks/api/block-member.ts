import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { errorToast } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { MESSAGING_TEXTS } from '../../../texts.ts';

export const blockMemberInput = z.object({ blockerId: z.guid(), blockedId: z.guid() });

/** Blocks a member: from now on the database refuses her messages to the blocker. Blocking twice is harmless. */
export async function blockMember(input: z.infer<typeof blockMemberInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { blockerId, blockedId } = blockMemberInput.parse(input);
  const result = await client.from('member_blocks').insert({ blocker_id: blockerId, blocked_id: blockedId });
  if (result.error?.code === '23505') return;
  unwrap(result);
}

/** Block from the thread's menu: the conversation leaves the list and the blocked list gains her. */
export function useBlockMember() {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockedId: string) => blockMember({ blockerId: viewerId!, blockedId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messagingKeys.lists(viewerId!) });
      await queryClient.invalidateQueries({ queryKey: messagingKeys.blocked(viewerId!) });
    },
    onError: () => showToast(errorToast(MESSAGING_TEXTS.blockFailed)),
  });
}
