import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { whoKeys } from '../../../lib/query-keys.ts';

export interface Person {
  user_id: string;
  display_name: string;
  avatar_url: string | null;
  role: string | null;
}
export interface RequestRow {
  id: string;
  requester_id: string;
  requested_id: string;
  message: string | null;
  status: 'pending' | 'approved' | 'denied';
  created_at: string;
  requester: Person;
  requested: Person;
}

const COLUMNS =
  'id, requester_id, requested_id, message, status, created_at, requester:profiles!connection_requests_requester_id_fkey(user_id, display_name, avatar_url, role), requested:profiles!connection_requests_requested_id_fkey(user_id, display_name, avatar_url, role)';

export const requestsInput = z.object({ userId: z.guid() });

/** Her requests either way, in one request: pending ones sent to her, hers still pending, and approved connections. */
export async function fetchRequests(userId: string, client: DivaClient = getSupabase()) {
  // Checked before it goes into the filter text below.
  requestsInput.parse({ userId });
  const rows = unwrap<RequestRow[]>(
    await client
      .from('connection_requests')
      .select(COLUMNS)
      .or(`requester_id.eq.${userId},requested_id.eq.${userId}`)
      .order('created_at', { ascending: false })
      .retry(false),
  );
  return {
    incoming: rows.filter((r) => r.status === 'pending' && r.requested_id === userId),
    /** Hers that wait for an answer (she may withdraw them). */
    outgoing: rows.filter((r) => r.status === 'pending' && r.requester_id === userId),
    connections: rows
      .filter((r) => r.status === 'approved')
      .map((r) => ({ id: r.id, person: r.requester_id === userId ? r.requested : r.requester })),
  };
}

export function useRequests() {
  const userId = useSessionUser()?.id;
  return useQuery({ queryKey: whoKeys.requests(userId ?? 'signed-out'), queryFn: () => fetchRequests(userId!), enabled: Boolean(userId) });
}
