import { type DivaClient, getSupabase, useSessionUser } from '@diva/core';
import { useQuery } from '@tanstack/react-query';

/** Whether the signed-in admin has a verified second factor (Auth's factor list for her session). */
export async function hasVerifiedFactor(client: DivaClient = getSupabase()): Promise<boolean> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  return data.all.some((factor) => factor.status === 'verified');
}

export function useHasVerifiedFactor() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: ['admin', 'two-factor', userId ?? 'signed-out'],
    queryFn: () => hasVerifiedFactor(),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}
