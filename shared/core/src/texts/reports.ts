// Reporting a post, a message or a profile to the admins: the feed, messages and profiles offer it, the admin
// portal reads the reasons.
import { COMMON_TEXTS, type ToastText } from './common.ts';

/** Report reasons members choose from, with their labels. */
export const REPORT_REASONS = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate',
  other: 'Other',
} as const;

/** Reporting a post, a message or a profile to the admins (their "Reports queue"). */
export const REPORT_TEXTS = {
  reportPost: 'Report Post',
  reportProfile: 'Report Profile',
  reportMessage: 'Report Message',
  dialogTitle: 'Report this post',
  profileDialogTitle: 'Report this profile',
  messageDialogTitle: 'Report this message',
  dialogIntro: 'Tell the admins what is wrong. They review every report, and you will hear the outcome.',
  reasonLabel: COMMON_TEXTS.reasonLabel,
  detailsLabel: 'Details (optional)',
  submit: 'Send Report',
  cancel: COMMON_TEXTS.cancel,
  sent: { title: 'Report sent', message: 'Thank you. An admin will review it.', tone: 'success' },
  alreadyReported: { title: 'Already reported', message: 'You have already reported this.' },
  failed: { title: COMMON_TEXTS.errorTitle, message: 'Failed to send report. Please try again.' },
} as const satisfies Record<string, string | ToastText>;

/** The most a reporter's note may hold (the database's CHECK). */
export const REPORT_DETAILS_MAX = 500;
