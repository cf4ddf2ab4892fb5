// The president and moderator portal: login, application, dashboard (spec 02 §5 "President signup" and §8).
// A failed login shows the provider's message under COMMON_TEXTS.loginFailedTitle.
import { COMMON_TEXTS, PORTAL_TEXTS, type ToastText } from '@diva/core/texts';

const EVENTS = COMMON_TEXTS.events;
const MEMBERS = 'Members';
const RSVPS = 'RSVPs';
const ROLE = 'Role';

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
  loadApplicationsFailed: PORTAL_TEXTS.loadApplicationsFailed,
  // The portal's own words (beyond the spec's texts above).
  portalTitle: 'President Portal',
  portalSubtitle: 'Chapter presidents and the network moderator run their chapters here.',
  tabLogin: 'Login',
  tabApply: 'Apply',
  fullNameLabel: 'Full name',
  emailLabel: 'E-mail',
  passwordLabel: PORTAL_TEXTS.passwordLabel,
  roleLabel: ROLE,
  rolePresident: 'Chapter president',
  roleModerator: 'Moderator',
  chapterLabel: 'Chapter',
  fullNameRequired: 'Please enter your full name.',
  emailRequired: 'Please enter a valid e-mail address.',
  passwordRequired: 'Please enter a password of at least 6 characters.',
  applyAs: (email: string) => `You apply with your account ${email}.`,
  submitApplication: 'Submit application',
  signIn: 'Sign in to the portal',
  signOut: 'Sign out',
  dashboardTitle: 'Chapter Dashboard',
  moderatorDashboardTitle: 'Network Dashboard',
  tabOverview: PORTAL_TEXTS.tabOverview,
  tabEvents: EVENTS,
  tabMembers: MEMBERS,
  tabApprovals: 'Approvals',
  tabSettings: 'Settings',
  statMembers: MEMBERS,
  statEvents: EVENTS,
  statRsvps: RSVPS,
  statConnections: 'Connections',
  noEvents: 'No events in your chapter yet.',
  noRsvps: 'No RSVPs for this event yet.',
  noMembers: 'No chapter members match.',
  noApplications: 'No pending applications.',
  searchMembers: 'Search members by name or company',
  registered: (count: number, capacity: number) => `${count} / ${capacity} registered`,
  waitlisted: (count: number) => `${count} on the waitlist`,
  viewRsvps: RSVPS,
  exportCsv: 'Export CSV',
  checkIn: 'Check in',
  undoCheckIn: 'Undo check-in',
  checkedIn: 'Checked in',
  checkInFailed: 'Failed to update check-in',
  approve: 'Approve',
  reject: 'Reject',
  approved: { title: 'Application approved', tone: 'success' },
  rejected: { title: 'Application rejected', tone: 'success' },
  rejectFailed: 'Failed to reject application',
  newEvent: 'New event',
  editEvent: 'Edit event',
  saveEvent: 'Save event',
  deleteEvent: 'Delete',
  settingsSaved: { title: 'Settings saved', tone: 'success' },
  saveSettings: 'Save settings',
  settingsFailed: 'Failed to save settings',
  descriptionLabel: 'Chapter description',
  coverLabel: 'Cover image URL',
  contactEmailLabel: 'Contact e-mail',
  coverHttps: 'Use an https:// image address.',
  moderatorNoSettings: 'The moderator has no chapter of her own to set up.',
} as const satisfies Record<string, string | ToastText | ((...args: never[]) => string)>;

/** 'Account Pending: Your {role} account is pending approval.' */
export const accountPending = (role: string): ToastText => ({ title: 'Account Pending', message: `Your ${role} account is pending approval.` });

/** The RSVP export's columns (spec 02 §9) and the portal's check-in column. */
export const RSVP_CSV_COLUMNS = ['Name', 'Status', 'Company', ROLE, 'RSVP Date', 'Checked-in'] as const;

/** The portal's own words (beyond the spec): an applicant's own application, and the moderator's queue. */
export const PORTAL_EXTRA_TEXTS = {
  accountExists: {
    title: 'This e-mail already has an account',
    message: 'Sign in with it on the Login tab, then apply with your account.',
  },
  yourApplication: 'Your application',
  pendingSince: (date: string) => `Pending approval since ${date}`,
  appliedOn: (date: string) => `Applied ${date}`,
  viewProfile: 'View profile',
  nextEvents: 'Next events',
  noNextEvents: 'No events coming up.',
  newestMembers: 'Newest members',
  noNewMembers: 'No members yet.',
  backToApp: 'Back to the member app',
  rsvpCount: (n: number) => (n === 1 ? '1 RSVP' : `${n} RSVPs`),
} as const;

export const BEYOND_SPEC = [
  'PORTAL_EXTRA_TEXTS.accountExists.title',
  'PORTAL_EXTRA_TEXTS.accountExists.message',
  'PORTAL_EXTRA_TEXTS.yourApplication',
  'PORTAL_EXTRA_TEXTS.viewProfile',
  'PORTAL_EXTRA_TEXTS.nextEvents',
  'PORTAL_EXTRA_TEXTS.noNextEvents',
  'PORTAL_EXTRA_TEXTS.newestMembers',
  'PORTAL_EXTRA_TEXTS.noNewMembers',
  'PORTAL_EXTRA_TEXTS.backToApp',
];
