import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { presidentKeys } from '../../../lib/query-keys.ts';

export interface Application {
  id: string;
  user_id: string;
  full_name: string;
  email: string;
  role: 'president' | 'moderator';
  chapter_name: string | null;
  created_at: string;
}

/** Pending applications (row-level security shows them to the moderator and the admin). */
export async function fetchApplications(client: DivaClient = getSupabase()): Promise<Application[]> {
  return unwrap<Application[]>(
    await client
      .from('diva_presidents')
      .select('id, user_id, full_name, email, role, chapter_name, created_at')
      .eq('approved', false)
      .order('created_at', { ascending: true }),
  );
}

export const useApplications = () => useQuery({ queryKey: presidentKeys.applications, queryFn: () => fetchApplications() });
