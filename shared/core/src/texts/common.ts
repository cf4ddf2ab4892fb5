// Texts more than one area shows. Each text of the two spec documents is written once in this catalogue; an
// area module refers to this one for the shared ones.

/** A toast as the spec gives it: a title, an optional description, and success where the spec says so. */
export interface ToastText {
  readonly title: string;
  readonly message?: string;
  readonly tone?: 'success';
}

export const COMMON_TEXTS = {
  errorTitle: 'Error',
  authRequiredTitle: 'Authentication Required',
  invalidActionTitle: 'Invalid Action',
  /** A failed validation (spec 02 §5, spec 01 §5 messages). */
  invalidInputTitle: 'Invalid Input',
  /** Failed field checks, joined by commas underneath (spec 01 §5 profile). */
  validationErrorTitle: 'Validation Error',
  loginFailedTitle: 'Login Failed',
  loadDashboardFailed: 'Failed to load dashboard data',
  sendMessageFailed: 'Failed to send message',
  startConversationFailed: 'Failed to start conversation',
  saveSessionFailed: 'Failed to save session',
  // Words of the UI itself, not of the spec: several areas' controls.
  retry: 'Retry',
  /** A part of a page whose code could not be loaded (a lazy panel), after its retries. */
  partUnavailable: 'This part could not be loaded right now. The rest of the page keeps working.',
  cancel: 'Cancel',
  reasonLabel: 'Reason',
  /** Tab and group names: the admin's and the president's tabs, the search's groups. */
  posts: 'Posts',
  events: 'Events',
  registrationSuccessful: { title: 'Registration Successful!', tone: 'success' },
} as const satisfies Record<string, string | ToastText>;

/** 'Failed to add {type}' (skills in the profile, items in Who Discovery). */
export const failedToAdd = (item: string): string => `Failed to add ${item}`;

/** 'Failed to remove {type}'. */
export const failedToRemove = (item: string): string => `Failed to remove ${item}`;

/** An error toast under the 'Error' title. */
export const errorToast = (message: string): ToastText => ({ title: COMMON_TEXTS.errorTitle, message });
