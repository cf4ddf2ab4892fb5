import { getSupabase, isNoRowsError, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';

export interface MemberProfile {
  display_name: string | null;
  avatar_url: string | null;
}

/** The signed-in member's display name and avatar for the header. */
export function useMemberProfile() {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['member-profile', user?.id],
    enabled: Boolean(user),
    queryFn: async (): Promise<MemberProfile | null> => {
      const { data, error } = await getSupabase()
        .from('profiles')
        .select('display_name, avatar_url')
        .eq('user_id', user!.id)
        .maybeSingle();
      if (error && !isNoRowsError(error)) throw error;
      return (data as MemberProfile | null) ?? null;
    },
  });
}
