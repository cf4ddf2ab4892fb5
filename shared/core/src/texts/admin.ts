// The admin portal (spec 02 §2 "Admin portal", §5 "Admin login" and §8 "Admin"). The spec does not give the
// texts of failed deletes and approvals of users, posts and presidents; these follow its "Failed to …" pattern.
import { APP_TEXTS } from './app.ts';
import { COMMON_TEXTS, type ToastText } from './common.ts';
import { PRESIDENT_TEXTS } from './president.ts';

export const ADMIN_TEXTS = {
  invalidCredentials: { title: COMMON_TEXTS.loginFailedTitle, message: 'Invalid credentials' },
  loginErrorTitle: 'Login Error',
  approveEventFailed: 'Failed to approve event',
  loadEventsFailed: 'Failed to load events',
  loadDashboardFailed: COMMON_TEXTS.loadDashboardFailed,
  loadPresidentsFailed: PRESIDENT_TEXTS.loadApplicationsFailed,
  deleteUserFailed: 'Failed to delete user',
  deletePostFailed: 'Failed to delete post',
  deleteEventFailed: 'Failed to delete event',
  approvePresidentFailed: 'Failed to approve president',
  deletePresidentFailed: 'Failed to delete president',
  resolveReportFailed: 'Failed to resolve report',
  loadUsersFailed: 'Failed to load users',
  loadPostsFailed: 'Failed to load posts',
  loadReportsFailed: 'Failed to load reports',
  loadAuditFailed: 'Failed to load audit log',
  // Login page
  loginTitle: 'Admin Portal',
  loginSubtitle: 'Sign in with your administrator account.',
  usernameLabel: 'Username',
  passwordLabel: PRESIDENT_TEXTS.passwordLabel,
  signIn: 'Sign In',
  signOut: APP_TEXTS.signOut,
  // Dashboard
  dashboardTitle: 'Admin Dashboard',
  statTotalUsers: 'Total Users',
  statConnections: 'Connections Made',
  statTotalPosts: 'Total Posts',
  statRecentActivity: 'Recent Activity',
  recentActivityHint: 'posts in the last 7 days',
  recentUsers: 'Recent Users',
  recentPosts: 'Recent Posts',
  tabOverview: PRESIDENT_TEXTS.tabOverview,
  tabUsers: 'Users',
  tabPosts: COMMON_TEXTS.posts,
  tabEvents: PRESIDENT_TEXTS.tabEvents,
  tabPresidents: 'Presidents',
  tabReports: 'Reports',
  tabAudit: 'Audit',
  searchUsers: 'Search members by name',
  noUsers: 'No members match.',
  noPosts: 'No posts yet.',
  noEvents: 'No events yet.',
  noPresidents: 'No president applications yet.',
  noReports: 'No open reports. The community is quiet.',
  noAudit: 'No admin actions recorded yet.',
  retry: COMMON_TEXTS.retry,
  // The confirmation every action goes through
  reasonLabel: COMMON_TEXTS.reasonLabel,
  reasonHint: 'A short reason for the audit log (3 to 500 characters).',
  reasonTooShort: 'Please give a reason of at least 3 characters.',
  cancel: COMMON_TEXTS.cancel,
  sessionExpired: { title: 'Session expired', message: 'Your admin session has ended. Please sign in again.' },
  actionDone: { title: 'Done', tone: 'success' },
  // An admin without a second factor is asked to turn one on (issue 22)
  twoFactorAdviceTitle: 'Protect the admin portal with two-factor sign-in',
  twoFactorAdvice: 'After you turn it on, the admin portal asks for a code from your authenticator app after your password.',
  twoFactorSetUp: 'Set up two-factor sign-in',
} as const satisfies Record<string, string | ToastText>;

/** Report reasons members choose from, with their labels. */
export const REPORT_REASONS = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate',
  other: 'Other',
} as const;

/** Reporting a post, a message or a profile to the admins (issue 17, "Reports queue"). */
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
