import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** Removes the reported content or dismisses the report; audited, and the reporters are told. */
export async function resolveReport(
  reportId: string,
  outcome: 'remove' | 'dismiss',
  reason: string,
  client: DivaClient = getSupabase(),
): Promise<void> {
  unwrap(await client.rpc('admin_resolve_report', { report: reportId, outcome, reason }));
}
