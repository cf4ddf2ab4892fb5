import { type DivaClient, getSupabase } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { callAdminFunction } from '../../../lib/api/admin-function.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export interface AdminPresident {
  id: string;
  user_id: string;
  full_name: string;
  email: string;
  role: 'president' | 'moderator';
  chapter_id: number | null;
  chapter_name: string | null;
  approved: boolean;
  created_at: string;
}

/** Applications and approved leaders through the admin function (spec 02 §7: GET ?action=presidents). */
export async function fetchPresidents(client: DivaClient = getSupabase()): Promise<AdminPresident[]> {
  const { presidents } = await callAdminFunction<{ presidents: AdminPresident[] }>('GET', '?action=presidents', undefined, client);
  return presidents;
}

export const usePresidents = () => useQuery({ queryKey: adminKeys.presidents, queryFn: () => fetchPresidents() });
