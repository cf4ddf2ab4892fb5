import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withConnectionSaved } from '../../../lib/profile-cache.ts';
import type { ProfileView } from '../../../lib/profile-types.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

export const saveConnectionInput = z.object({ userId: z.guid(), connectedUserId: z.guid() });

/** insert {user_id, connected_user_id}; 23505 when it is saved already (the caller says 'Already Connected'). */
export async function saveConnection(input: z.infer<typeof saveConnectionInput>, client: DivaClient = getSupabase()): Promise<void> {
  const { userId, connectedUserId } = saveConnectionInput.parse(input);
  unwrap(await client.from('saved_connections').insert({ user_id: userId, connected_user_id: connectedUserId }));
}

export function useSaveConnection(connectedUserId: string) {
  const viewerId = useSessionUser()?.id ?? '';
  const queryClient = useQueryClient();
  const markSaved = () =>
    queryClient.setQueryData<ProfileView | null>(profileKeys.page(connectedUserId, viewerId), (view) => (view ? withConnectionSaved(view) : view));
  return useMutation({
    mutationFn: () => saveConnection({ userId: viewerId, connectedUserId }),
    onSuccess: markSaved,
    // Already saved (e.g. from another tab): the button shows the truth either way.
    onError: (error: { code?: string }) => {
      if (error.code === '23505') markSaved();
    },
  });
}
