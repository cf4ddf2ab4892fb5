// The president and moderator portal: login, application, dashboard (spec 02 §5 "President signup" and §8).
// A failed login shows the provider's message under COMMON_TEXTS.loginFailedTitle.
import { type ToastText } from './common.ts';

export const PRESIDENT_TEXTS = {
  accessDenied: { title: 'Access Denied', message: 'You are not registered as a chapter president or moderator.' },
  unexpected: 'An unexpected error occurred.',
  moderatorUnavailable: { title: 'Moderator Position Unavailable', message: 'There is already an approved moderator.' },
  invalidChapter: { title: 'Invalid Chapter', message: 'Please select a valid chapter.' },
  chapterUnavailable: { title: 'Chapter Unavailable', message: 'This chapter already has an approved president.' },
  createProfileFailed: 'Failed to create profile.',
  loadMembersFailed: 'Failed to load chapter members.',
  loadRsvpsFailed: 'Failed to load event RSVPs.',
  loadChapterEventsFailed: 'Failed to load chapter events.',
  loadApplicationsFailed: 'Failed to load president applications',
} as const satisfies Record<string, string | ToastText>;

/** 'Account Pending: Your {role} account is pending approval.' */
export const accountPending = (role: string): ToastText => ({ title: 'Account Pending', message: `Your ${role} account is pending approval.` });
