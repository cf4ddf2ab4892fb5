import { type DivaClient, getSupabase } from '@diva/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage } from '../../../lib/api/paged.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export interface AuditEntry {
  id: number;
  actor_id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  reason: string;
  created_at: string;
}
export interface AuditPage {
  rows: AuditEntry[];
  total: number;
}

/** The audit log, newest first (readable by admins only; nobody can change it). */
export async function fetchAuditLog(page: number, client: DivaClient = getSupabase()): Promise<AuditPage> {
  return fetchPage<AuditEntry>(page, (from, to) =>
    client.from('admin_audit_log').select('*', { count: 'exact' }).order('id', { ascending: false }).range(from, to).retry(false),
  );
}

export const useAuditLog = (page: number) =>
  useQuery({ queryKey: adminKeys.audit(page), queryFn: () => fetchAuditLog(page), placeholderData: keepPreviousData });
