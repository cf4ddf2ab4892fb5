// The admin portal (spec 02 §5 "Admin login" and §8 "Admin"). The spec does not give the texts of failed
// deletes and approvals of users, posts and presidents.
import { COMMON_TEXTS, type ToastText } from './common.ts';

export const ADMIN_TEXTS = {
  invalidCredentials: { title: COMMON_TEXTS.loginFailedTitle, message: 'Invalid credentials' },
  loginErrorTitle: 'Login Error',
  approveEventFailed: 'Failed to approve event',
  loadEventsFailed: 'Failed to load events',
} as const satisfies Record<string, string | ToastText>;
