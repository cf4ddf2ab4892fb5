import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { COMMON_TEXTS } from '@diva/core/texts';
import { useNavigate } from '@diva/router';
import { showToast } from '@diva/ui';
import { useMutation } from '@tanstack/react-query';

/** The conversation with this member, found in either order or created. */
export async function startConversation(otherUserId: string, client: DivaClient = getSupabase()): Promise<string> {
  return unwrap<{ id: string }>(await client.rpc('get_or_create_conversation', { other_user_id: otherUserId })).id;
}

/** Message: opens the conversation with her in Messages. */
export function useOpenConversation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (otherUserId: string) => startConversation(otherUserId),
    onSuccess: (id) => void navigate(`/messages/${id}`),
    onError: () => showToast({ title: 'Error', message: COMMON_TEXTS.startConversationFailed }),
  });
}
