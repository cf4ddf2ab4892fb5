import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys.ts';

export interface OpenReport {
  id: string;
  target_type: 'post' | 'message' | 'profile';
  target_id: string;
  reason: 'spam' | 'harassment' | 'inappropriate' | 'other';
  details: string;
  created_at: string;
  reporter_name: string | null;
  /** Null when the content is gone already. */
  content: string | null;
  author_id: string | null;
  author_name: string | null;
}

/** Open reports, oldest first, with the content they name (one admin-only database function). */
export async function fetchOpenReports(client: DivaClient = getSupabase()): Promise<OpenReport[]> {
  return unwrap<OpenReport[]>(await client.rpc('admin_open_reports').retry(false));
}

export const useOpenReports = () => useQuery({ queryKey: adminKeys.reports, queryFn: () => fetchOpenReports() });
