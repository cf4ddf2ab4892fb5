import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { REPORT_DETAILS_MAX } from '@diva/core/texts';

export const reportMessageInput = z.object({
  messageId: z.guid(),
  reason: z.enum(['spam', 'harassment', 'inappropriate', 'other']),
  details: z.string().check(z.maxLength(REPORT_DETAILS_MAX)),
});
export type ReportMessageInput = z.infer<typeof reportMessageInput>;

/**
 * Reports a message to the admins. The database takes the reporter from her token, accepts only a message of a
 * conversation she is in and not her own (23503 / 23514), and keeps one report per member and message (23505).
 */
export async function reportMessage(input: ReportMessageInput, client: DivaClient = getSupabase()): Promise<void> {
  const { messageId, reason, details } = reportMessageInput.parse(input);
  unwrap(await client.from('content_reports').insert({ target_type: 'message', target_id: messageId, reason, details: details.trim() }));
}
