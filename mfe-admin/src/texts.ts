// The admin portal (spec 02 §2 "Admin portal", §5 "Admin login" and §8 "Admin"). The spec does not give the
// texts of failed deletes and approvals of users, posts and presidents; these follow its "Failed to …" pattern.
import { APP_TEXTS, COMMON_TEXTS, PORTAL_TEXTS, type ToastText } from '@diva/core/texts';

export const ADMIN_TEXTS = {
  invalidCredentials: { title: COMMON_TEXTS.loginFailedTitle, message: 'Invalid credentials' },
  loginErrorTitle: 'Login Error',
  approveEventFailed: PORTAL_TEXTS.approveEventFailed,
  loadEventsFailed: PORTAL_TEXTS.loadEventsFailed,
  loadDashboardFailed: COMMON_TEXTS.loadDashboardFailed,
  loadPresidentsFailed: PORTAL_TEXTS.loadApplicationsFailed,
  deleteUserFailed: 'Failed to delete user',
  deletePostFailed: 'Failed to delete post',
  deleteEventFailed: 'Failed to delete event',
  approvePresidentFailed: PORTAL_TEXTS.approvePresidentFailed,
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
  passwordLabel: PORTAL_TEXTS.passwordLabel,
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
  tabOverview: PORTAL_TEXTS.tabOverview,
  tabUsers: 'Users',
  tabPosts: COMMON_TEXTS.posts,
  tabEvents: COMMON_TEXTS.events,
  tabPresidents: 'Presidents',
  tabReports: 'Reports',
  tabAudit: 'Audit',
  searchUsers: 'Search members by name or e-mail',
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
  // An admin without a second factor is asked to turn one on
  twoFactorAdviceTitle: 'Protect the admin portal with two-factor sign-in',
  twoFactorAdvice: 'After you turn it on, the admin portal asks for a code from your authenticator app after your password.',
  twoFactorSetUp: 'Set up two-factor sign-in',
} as const satisfies Record<string, string | ToastText>;

/**
 * The Releases tab (issue 28, "Per-area health"): per environment and area, the release served and the canary,
 * loads, p50/p95 time from navigation to the area's first render, error rate, retries and overrides seen. The
 * spec has no such view, so these words are the issue's own.
 */
export const ADMIN_RELEASE_TEXTS = {
  tabReleases: 'Releases',
  title: 'Per-area health',
  window: 'Loads of the last 24 hours, from the shell\'s load telemetry.',
  environment: 'Environment',
  area: 'Area',
  release: 'Release',
  cohort: 'Served to',
  cohortStable: 'Everyone else',
  cohortCanary: 'Canary',
  cohortOverride: 'Override',
  loads: 'Loads',
  p50: 'p50',
  p95: 'p95',
  errorRate: 'Error rate',
  retries: 'Retries',
  overrides: 'Overrides seen',
  empty: 'No remote loads reported in the last 24 hours.',
  loadFailed: 'Failed to load release health',
};
/** The Users table's columns and its suspend / restore (beyond the spec). */
export const ADMIN_USERS_TEXTS = {
  email: 'Sign-in e-mail',
  joined: 'Joined',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  status: 'Sign-in access',
  active: 'Active',
  suspendedStatus: 'Suspended',
  suspend: 'Suspend',
  restore: 'Restore',
  suspendTitle: 'Suspend member',
  restoreTitle: 'Restore member',
  suspendFailed: 'Failed to suspend user',
  restoreFailed: 'Failed to restore user',
};

export const BEYOND_SPEC = [
  ...Object.keys(ADMIN_RELEASE_TEXTS).map((key) => `ADMIN_RELEASE_TEXTS.${key}`),
  // 'Active' is the spec's own word.
  ...Object.keys(ADMIN_USERS_TEXTS).filter((key) => key !== 'active').map((key) => `ADMIN_USERS_TEXTS.${key}`),
];
