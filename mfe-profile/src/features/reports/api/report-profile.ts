import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { REPORT_DETAILS_MAX } from '@diva/core/texts';

export const reportProfileInput = z.object({
  userId: z.guid(),
  reason: z.enum(['spam', 'harassment', 'inappropriate', 'other']),
  details: z.string().check(z.maxLength(REPORT_DETAILS_MAX)),
});
export type ReportProfileInput = z.infer<typeof reportProfileInput>;

/** Reports a member's profile to the admins; the database takes the reporter from her token, once per profile. */
export async function reportProfile(input: ReportProfileInput, client: DivaClient = getSupabase()): Promise<void> {
  const { userId, reason, details } = reportProfileInput.parse(input);
  unwrap(await client.from('content_reports').insert({ target_type: 'profile', target_id: userId, reason, details: details.trim() }));
}
