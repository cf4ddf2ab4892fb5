import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { presidentKeys } from '../../../lib/query-keys.ts';

export interface MyApplication {
  id: string;
  role: 'president' | 'moderator';
  chapter_name: string | null;
  approved: boolean;
  created_at: string;
}

export const myApplicationInput = z.object({ userId: z.guid() });

/** Her own application, if she has one (row-level security lets a member read her own row). */
export async function fetchMyApplication(input: z.infer<typeof myApplicationInput>, client: DivaClient = getSupabase()): Promise<MyApplication | null> {
  const { userId } = myApplicationInput.parse(input);
  return unwrap<MyApplication | null>(
    await client.from('diva_presidents').select('id, role, chapter_name, approved, created_at').eq('user_id', userId).maybeSingle(),
  );
}

export function useMyApplication() {
  const userId = useSessionUser()?.id;
  return useQuery({
    queryKey: [...presidentKeys.all, 'my-application', userId ?? 'none'] as const,
    queryFn: () => fetchMyApplication({ userId: userId! }),
    enabled: Boolean(userId),
  });
}
