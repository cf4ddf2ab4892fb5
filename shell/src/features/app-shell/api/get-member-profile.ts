import { type DivaClient, getSupabase, isNoRowsError, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { shellKeys } from '../../../lib/query-keys.ts';

export const memberProfileInput = z.object({ userId: z.guid() });
export type MemberProfileInput = z.infer<typeof memberProfileInput>;

export interface MemberProfile {
  display_name: string | null;
  avatar_url: string | null;
}

/** The member's display name and avatar; null while she has no profile row. */
export async function fetchMemberProfile(input: MemberProfileInput, client: DivaClient = getSupabase()): Promise<MemberProfile | null> {
  const { userId } = memberProfileInput.parse(input);
  const { data, error } = await client.from('profiles').select('display_name, avatar_url').eq('user_id', userId).maybeSingle();
  if (error && !isNoRowsError(error)) throw error;
  return (data as MemberProfile | null) ?? null;
}

/** The signed-in member's display name and avatar for the header; idle while nobody is signed in. */
export function useMemberProfile() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: shellKeys.memberProfile(userId ?? 'signed-out'),
    queryFn: () => fetchMemberProfile({ userId: userId! }),
    enabled: Boolean(userId),
  });
}
