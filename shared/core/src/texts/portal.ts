// What both portals show: the admin portal and the president and moderator portal (spec 02 §2 and §8).
export const PORTAL_TEXTS = {
  approveEventFailed: 'Failed to approve event',
  loadEventsFailed: 'Failed to load events',
  approvePresidentFailed: 'Failed to approve president',
  loadApplicationsFailed: 'Failed to load president applications',
  passwordLabel: 'Password',
  tabOverview: 'Overview',
} as const;
