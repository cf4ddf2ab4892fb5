import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { REPORT_DETAILS_MAX } from '@diva/core/texts';

export const reportInput = z.object({
  targetType: z.enum(['post', 'message', 'profile']),
  targetId: z.guid(),
  reason: z.enum(['spam', 'harassment', 'inappropriate', 'other']),
  details: z.string().check(z.maxLength(REPORT_DETAILS_MAX)),
});
export type ReportInput = z.infer<typeof reportInput>;

/**
 * Reports a post (or a message, a profile) to the admins. The database takes the reporter from her token, keeps
 * one report per member and thing (23505 the second time) and refuses her own content.
 */
export async function reportContent(input: ReportInput, client: DivaClient = getSupabase()): Promise<void> {
  const { targetType, targetId, reason, details } = reportInput.parse(input);
  unwrap(await client.from('content_reports').insert({ target_type: targetType, target_id: targetId, reason, details: details.trim() }));
}
