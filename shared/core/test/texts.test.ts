// The spec-conformance test: every text of every app's catalogue (`@diva/core/texts` and each app's
// `src/texts.ts`) is verbatim in the product spec, but for the listed words of our own. The spec is not part of
// this repository: the test runs when DIVA_SPEC_DIR names the folder that holds it (`.ci/run` sets it when
// `../shared/spec` exists) and otherwise reports itself skipped.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as coreTexts from '../src/texts/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const specDir = process.env.DIVA_SPEC_DIR;
const SPEC_FILES = ['01-core-network.md', '02-who-coach-chapters-events-portals.md'];

/** Each app's own catalogue: `<app>/src/texts.ts` of every workspace app at the top of the repository. */
const appCatalogueFiles = fs
  .readdirSync(repoRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && (entry.name === 'shell' || entry.name.startsWith('mfe-')))
  .map((entry) => path.join(repoRoot, entry.name, 'src/texts.ts'))
  .filter((file) => fs.existsSync(file));
const coreCatalogueFiles = fs.readdirSync(path.resolve(here, '../src/texts')).map((file) => path.resolve(here, '../src/texts', file));
const appTexts = await Promise.all(appCatalogueFiles.map(async (file) => (await import(pathToFileURL(file).href)) as Record<string, unknown>));
// An app may list its own words beyond the spec in its catalogue (`export const BEYOND_SPEC = ['X_TEXTS.key']`).
const appBeyondSpec = new Set(appTexts.flatMap((catalogue) => (catalogue.BEYOND_SPEC as string[] | undefined) ?? []));
const texts: Record<string, unknown> = Object.fromEntries(
  Object.entries(Object.assign({}, coreTexts, ...appTexts) as Record<string, unknown>).filter(([name]) => name !== 'BEYOND_SPEC'),
);

const specs = specDir ? SPEC_FILES.map((name) => fs.readFileSync(path.join(specDir, name), 'utf8')) : [];
const spec = specs.join('\n');

/** Catalogue texts the spec does not word: a title it gives without a description, or the UI's own words. */
const NOT_IN_SPEC = new Set([
  'AUTH_TEXTS.signedOut.message',
  'AUTH_TEXTS.welcomeBack.message',
  'AUTH_TEXTS.signUpSuccess.title',
  'AUTH_TEXTS.signInErrorTitle',
  'AUTH_TEXTS.signOutFailed',
  'SESSION_TEXTS.signedOut.message',
  'SESSION_TEXTS.signOutFailed',
  'FEED_TEXTS.postSignedOut.message',
  'FEED_TEXTS.commentSignedOut.message',
]);

/**
 * The areas' own words, beyond what the spec words: labels, empty states and failures of what the area issues
 * add (unread state, blocking, waitlists, reports, the audit log…). Listed one by one, so a spec text that drifts
 * from the spec's wording fails here instead of passing as "our own".
 */
const BEYOND_SPEC = new Set([
  'CONNECTION_TEXTS.blocked.title', // a request between members when one has blocked the other
  'CONNECTION_TEXTS.pending', // the connection life-cycle
  'CONNECTION_TEXTS.withdraw', // the connection life-cycle
  'CONNECTION_TEXTS.remove', // the connection life-cycle
  'CONNECTION_TEXTS.removeTitle', // the connection life-cycle
  'CONNECTION_TEXTS.removeMessage', // the connection life-cycle
  'CONNECTION_TEXTS.sentRequests', // the connection life-cycle
  'CONNECTION_TEXTS.messageLabel', // the Request Connection dialog's words
  'CONNECTION_TEXTS.sendRequest', // the Request Connection dialog's words
  'CONNECTION_TEXTS.blocked.message', // a request between members when one has blocked the other
  'APP_TEXTS.messageDeleted', // her own messages: taken back
  'SEARCH_TEXTS.label', // the header search
  'SEARCH_TEXTS.searching', // the header search
  'SEARCH_TEXTS.openSearch', // the header search
  'SEARCH_TEXTS.closeSearch', // the header search
  'SEARCH_TEXTS.seeAll', // the header search
  'SEARCH_TEXTS.backToAll', // the header search
  'SEARCH_TEXTS.typeMore', // the header search
  'SEARCH_TEXTS.noResults', // the header search
  'SEARCH_TEXTS.oneResult', // the header search
  'SEARCH_TEXTS.manyResults', // the header search
  'SEARCH_TEXTS.failed', // the header search
  'SEARCH_TEXTS.resultsTitle', // the search results page
  'SEARCH_TEXTS.resultsFor', // the search results page
  'SEARCH_TEXTS.showMore', // the search results page
  'AUTH_PAGE_TEXTS.signedUpSignedIn', // the sign-in page
  'AUTH_PAGE_TEXTS.checkEmailTitle', // the sign-in page
  'AUTH_PAGE_TEXTS.checkEmail', // the sign-in page
  'AUTH_PAGE_TEXTS.linkExpiredTitle', // the sign-in page
  'AUTH_PAGE_TEXTS.linkExpired', // the sign-in page
  'AUTH_PAGE_TEXTS.linkFailed', // the sign-in page
  'AUTH_PAGE_TEXTS.sendNewLink', // the sign-in page
  'AUTH_PAGE_TEXTS.suspended', // the sign-in page
  'SEARCH_TEXTS.pending', // the header search
  'RSVP_CSV_COLUMNS.5', // Checked-in (the check-in column of the export)
  'PRESIDENT_TEXTS.portalTitle', // President Portal (the portal UI)
  'PRESIDENT_TEXTS.portalSubtitle', // Chapter presidents and the network moderator run their chapters here. (the portal UI)
  'PRESIDENT_TEXTS.emailLabel', // E-mail (the portal UI)
  'PRESIDENT_TEXTS.fullNameRequired', // Please enter your full name. (the portal UI)
  'PRESIDENT_TEXTS.emailRequired', // Please enter a valid e-mail address. (the portal UI)
  'PRESIDENT_TEXTS.passwordRequired', // Please enter a password of at least 6 characters. (the portal UI)
  'PRESIDENT_TEXTS.submitApplication', // Submit application (the portal UI)
  'PRESIDENT_TEXTS.signIn', // Sign in to the portal (the portal UI)
  'PRESIDENT_TEXTS.signOut', // Sign out (the portal UI)
  'PRESIDENT_TEXTS.dashboardTitle', // Chapter Dashboard (the portal UI)
  'PRESIDENT_TEXTS.moderatorDashboardTitle', // Network Dashboard (the portal UI)
  'PRESIDENT_TEXTS.noEvents', // No events in your chapter yet. (the portal UI)
  'PRESIDENT_TEXTS.noRsvps', // No RSVPs for this event yet. (the portal UI)
  'PRESIDENT_TEXTS.noMembers', // No chapter members match. (the portal UI)
  'PRESIDENT_TEXTS.noApplications', // No pending applications. (the portal UI)
  'PRESIDENT_TEXTS.searchMembers', // Search members by name or company (the portal UI)
  'PRESIDENT_TEXTS.exportCsv', // Export CSV (the portal UI)
  'PRESIDENT_TEXTS.checkIn', // Check in (the portal UI)
  'PRESIDENT_TEXTS.undoCheckIn', // Undo check-in (the portal UI)
  'PRESIDENT_TEXTS.checkedIn', // Checked in (the portal UI)
  'PRESIDENT_TEXTS.checkInFailed', // Failed to update check-in (the portal UI)
  'PRESIDENT_TEXTS.approve', // Approve (the portal UI)
  'PRESIDENT_TEXTS.approved.title', // Application approved (the portal UI)
  'PRESIDENT_TEXTS.rejected.title', // Application rejected (the portal UI)
  'PRESIDENT_TEXTS.rejectFailed', // Failed to reject application (the portal UI)
  'PRESIDENT_TEXTS.newEvent', // New event (the portal UI)
  'PRESIDENT_TEXTS.editEvent', // Edit event (the portal UI)
  'PRESIDENT_TEXTS.saveEvent', // Save event (the portal UI)
  'PRESIDENT_TEXTS.settingsSaved.title', // Settings saved (the portal UI)
  'PRESIDENT_TEXTS.saveSettings', // Save settings (the portal UI)
  'PRESIDENT_TEXTS.settingsFailed', // Failed to save settings (the portal UI)
  'PRESIDENT_TEXTS.descriptionLabel', // Chapter description (the portal UI)
  'PRESIDENT_TEXTS.coverLabel', // Cover image URL (the portal UI)
  'PRESIDENT_TEXTS.contactEmailLabel', // Contact e-mail (the portal UI)
  'PRESIDENT_TEXTS.coverHttps', // Use an https:// image address. (the portal UI)
  'PRESIDENT_TEXTS.moderatorNoSettings', // The moderator has no chapter of her own to set up. (the portal UI)
  'COMMON_TEXTS.retry', // Retry
  'COMMON_TEXTS.partUnavailable', // a lazy part's code failed to load (the UI's own words)
  'WHO_TEXTS.goalCoachGreetings.initial', // the goal coach's canned greeting at this stage (spec 02 §4 leaves it unworded)
  'WHO_TEXTS.goalCoachGreetings.goal_created', // the goal coach's canned greeting at this stage (spec 02 §4 leaves it unworded)
  'WHO_TEXTS.goalCoachGreetings.connection_identified', // the goal coach's canned greeting at this stage (spec 02 §4 leaves it unworded)
  'WHO_TEXTS.goalCoachGreetings.outreach_initiated', // the goal coach's canned greeting at this stage (spec 02 §4 leaves it unworded)
  'WHO_TEXTS.goalCoachGreetings.connection_acquired', // the goal coach's canned greeting at this stage (spec 02 §4 leaves it unworded)
  'WHO_TEXTS.goalCoachGreetings.goal_completed', // the goal coach's canned greeting at this stage (spec 02 §4 leaves it unworded)
  'WHO_TEXTS.goalCoachApology', // the goal chat's apology (spec 02 §4 describes it without words)
  'COMMON_TEXTS.reasonLabel', // Reason
  'MESSAGING_TEXTS.searchPlaceholder', // Search conversations...
  'MESSAGING_TEXTS.noSearchResults', // No conversations match your search
  'MESSAGING_TEXTS.messagePlaceholder', // Type a message...
  'MESSAGING_TEXTS.conversationNotFound', // Conversation not found
  'MESSAGING_TEXTS.conversationNotFoundHelp', // This conversation does not exist, or it is not one of yours.
  'MESSAGING_TEXTS.loadMessagesFailed', // The messages could not be loaded.
  'MESSAGING_TEXTS.backToConversations', // Back to conversations
  'MESSAGING_TEXTS.loadOlder', // Load older messages
  'MESSAGING_TEXTS.newMessages', // New messages
  'MESSAGING_TEXTS.seen', // Seen
  'MESSAGING_TEXTS.sending', // Sending…
  'MESSAGING_TEXTS.notSent', // Not sent
  'MESSAGING_TEXTS.retry', // Retry
  'MESSAGING_TEXTS.blockMember', // Block member
  'MESSAGING_TEXTS.blockedMembers', // Blocked members
  'MESSAGING_TEXTS.noBlockedMembers', // You have not blocked anyone
  'MESSAGING_TEXTS.unblock', // Unblock
  'MESSAGING_TEXTS.blockFailed', // Failed to block member
  'MESSAGING_TEXTS.unblockFailed', // Failed to unblock member
  'MESSAGING_TEXTS.blockedByMember', // This member is not accepting your messages
  'COACH_TEXTS.saveRetrying', // Failed to save session. Retrying…
  'COACH_TEXTS.builtInCoach', // Built-in coach (offline): the AI model is not connected, so the built-in coach answers.
  'COACH_TEXTS.modelCoach', // AI model
  'COACH_TEXTS.emptySessions', // No practice sessions yet. Pick a scenario above or describe your own to start.
  'COACH_TEXTS.deleteTitle', // Delete session?
  'COACH_TEXTS.deleteMessage', // This practice session and its scorecard will be deleted. This cannot be undone.
  'COACH_TEXTS.loadEventsFailed', // Failed to load your upcoming events
  'EVENTS_TEXTS.eventCreated.title', // Event Created
  'EVENTS_TEXTS.eventCreatedPending.title', // Event Created
  'EVENTS_TEXTS.eventCreatedPending.message', // Your event is pending approval.
  'EVENTS_TEXTS.eventUpdated.title', // Event Updated
  'EVENTS_TEXTS.updateFailed', // Failed to update event. Please try again.
  'EVENTS_TEXTS.waitlistJoined.title', // Joined Waitlist
  'EVENTS_TEXTS.waitlistJoined.message', // We will save you the next free seat.
  'EVENTS_TEXTS.waitlistLeft.title', // Left Waitlist
  'EVENTS_TEXTS.chapterJoined.title', // Welcome to the chapter!
  'EVENTS_TEXTS.chapterLeft.title', // You left the chapter
  'EVENTS_TEXTS.chapterUpdateFailed', // Failed to update chapter membership. Please try again.
  'EVENTS_TEXTS.loadChaptersFailed', // Failed to load chapters
  'EVENTS_TEXTS.eventNotFound', // Event Not Found
  'EVENTS_TEXTS.registrationFailed', // Failed to register. Please try again.
  'EVENTS_TEXTS.payAtDoor', // Payment is taken at the door: no card is needed to register.
  'EVENTS_TEXTS.eventFull', // This event is full.
  'ADMIN_TEXTS.deleteUserFailed', // Failed to delete user
  'ADMIN_TEXTS.deletePostFailed', // Failed to delete post
  'PORTAL_TEXTS.approvePresidentFailed', // Failed to approve president
  'ADMIN_TEXTS.approvePresidentFailed', // the same text, in the admin's catalogue
  'ADMIN_TEXTS.deletePresidentFailed', // Failed to delete president
  'ADMIN_TEXTS.resolveReportFailed', // Failed to resolve report
  'ADMIN_TEXTS.loadUsersFailed', // Failed to load users
  'ADMIN_TEXTS.loadReportsFailed', // Failed to load reports
  'ADMIN_TEXTS.loadAuditFailed', // Failed to load audit log
  'ADMIN_TEXTS.loginTitle', // Admin Portal
  'ADMIN_TEXTS.loginSubtitle', // Sign in with your administrator account.
  'ADMIN_TEXTS.usernameLabel', // Username
  'ADMIN_TEXTS.dashboardTitle', // Admin Dashboard
  'ADMIN_TEXTS.recentUsers', // Recent Users
  'ADMIN_TEXTS.recentPosts', // Recent Posts
  'ADMIN_TEXTS.tabReports', // Reports
  'ADMIN_TEXTS.tabAudit', // Audit
  'ADMIN_TEXTS.searchUsers', // Search members by name
  'ADMIN_TEXTS.noUsers', // No members match.
  'ADMIN_TEXTS.noPosts', // No posts yet.
  'ADMIN_TEXTS.noEvents', // No events yet.
  'ADMIN_TEXTS.noPresidents', // No president applications yet.
  'ADMIN_TEXTS.noReports', // No open reports. The community is quiet.
  'ADMIN_TEXTS.noAudit', // No admin actions recorded yet.
  'ADMIN_TEXTS.retry', // Retry
  'ADMIN_TEXTS.reasonLabel', // Reason
  'ADMIN_TEXTS.reasonHint', // A short reason for the audit log (3 to 500 characters).
  'ADMIN_TEXTS.reasonTooShort', // Please give a reason of at least 3 characters.
  'ADMIN_TEXTS.sessionExpired.title', // Session expired
  'ADMIN_TEXTS.sessionExpired.message', // Your admin session has ended. Please sign in again.
  'ADMIN_TEXTS.twoFactorAdviceTitle', // the admin portal asks an admin without a second factor to set one up 
  'ADMIN_TEXTS.twoFactorAdvice',
  'ADMIN_TEXTS.twoFactorSetUp',
  'ADMIN_TEXTS.actionDone.title', // Done
  'REPORT_REASONS.spam', // Spam
  'REPORT_REASONS.harassment', // Harassment
  'REPORT_REASONS.inappropriate', // Inappropriate
  'REPORT_TEXTS.reportPost', // Report Post
  'REPORT_TEXTS.reportProfile', // Report Profile
  'REPORT_TEXTS.dialogTitle', // Report this post
  'REPORT_TEXTS.profileDialogTitle', // Report this profile
  'REPORT_TEXTS.reportMessage', // Report Message (from the thread's per-message menu)
  'REPORT_TEXTS.messageDialogTitle', // Report this message
  'REPORT_TEXTS.dialogIntro', // Tell the admins what is wrong. They review every report, and you will hear the outcome.
  'REPORT_TEXTS.reasonLabel', // Reason
  'REPORT_TEXTS.detailsLabel', // Details (optional)
  'REPORT_TEXTS.submit', // Send Report
  'REPORT_TEXTS.sent.title', // Report sent
  'REPORT_TEXTS.sent.message', // Thank you. An admin will review it.
  'REPORT_TEXTS.alreadyReported.title', // Already reported
  'REPORT_TEXTS.alreadyReported.message', // You have already reported this.
  'REPORT_TEXTS.failed.message', // Failed to send report. Please try again.
  // Password recovery and e-mail codes on /auth, the account page.
  'AUTH_TEXTS.forgotPassword',
  'AUTH_TEXTS.emailMeCode',
  'AUTH_TEXTS.backToSignIn',
  'AUTH_TEXTS.checkEmailTitle',
  'AUTH_TEXTS.recoveryIntro',
  'AUTH_TEXTS.sendRecoveryLink',
  'AUTH_TEXTS.recoverySent',
  'AUTH_TEXTS.codeIntro',
  'AUTH_TEXTS.sendCode',
  'AUTH_TEXTS.codeSent',
  'AUTH_TEXTS.codeLabel',
  'AUTH_TEXTS.codeFormat',
  'AUTH_TEXTS.signInWithCode',
  'AUTH_TEXTS.codeRejected',
  'AUTH_TEXTS.newPasswordTitle',
  'AUTH_TEXTS.newPasswordLabel',
  'AUTH_TEXTS.confirmNewPasswordLabel',
  'AUTH_TEXTS.saveNewPassword',
  'AUTH_TEXTS.passwordSaved.title',
  'AUTH_TEXTS.passwordSaved.message',
  'AUTH_TEXTS.recoveryLinkInvalid',
  'AUTH_TEXTS.secondFactorTitle', // the two-factor step after the password 
  'AUTH_TEXTS.secondFactorIntro',
  'AUTH_TEXTS.secondFactorLabel',
  'AUTH_TEXTS.secondFactorFormat',
  'AUTH_TEXTS.secondFactorVerify',
  'AUTH_TEXTS.secondFactorRateLimited',
  'AUTH_TEXTS.secondFactorCheckFailed',
  'ACCOUNT_TEXTS.pageTitle',
  'SESSION_TEXTS.accountSettings', // the words of the chrome on every page (AUTH_TEXTS and ACCOUNT_TEXTS hold them too)
  'SESSION_TEXTS.secondFactorTitle',
  'SESSION_TEXTS.secondFactorFormat',
  'SESSION_TEXTS.secondFactorRateLimited',
  'SESSION_TEXTS.secondFactorCheckFailed',
  'SESSION_TEXTS.wrongCode',
  'ACCOUNT_TEXTS.secondFactorIntro',
  'ACCOUNT_TEXTS.secondFactorLabel',
  'ACCOUNT_TEXTS.secondFactorRequired',
  'ACCOUNT_TEXTS.codeNotValid',
  'ACCOUNT_TEXTS.tooManyTries',
  'ACCOUNT_TEXTS.deleteCodeIntro',
  'ACCOUNT_TEXTS.sendDeleteCode',
  'ACCOUNT_TEXTS.deleteCodeSent',
  'ACCOUNT_TEXTS.deleteCodeLabel',
  'ACCOUNT_TEXTS.emailTitle',
  'ACCOUNT_TEXTS.currentEmail',
  'ACCOUNT_TEXTS.newEmailLabel',
  'ACCOUNT_TEXTS.changeEmail',
  'ACCOUNT_TEXTS.emailChangeSent.title',
  'ACCOUNT_TEXTS.emailChangeSent.message',
  'ACCOUNT_TEXTS.sameEmail',
  'ACCOUNT_TEXTS.emailChangeFailed',
  'ACCOUNT_TEXTS.passwordTitle',
  'ACCOUNT_TEXTS.passwordIntro',
  'ACCOUNT_TEXTS.sendNonce',
  'ACCOUNT_TEXTS.nonceSent',
  'ACCOUNT_TEXTS.nonceLabel',
  'ACCOUNT_TEXTS.changePassword',
  'ACCOUNT_TEXTS.passwordChanged.title',
  'ACCOUNT_TEXTS.passwordChanged.message',
  'ACCOUNT_TEXTS.passwordChangeFailed',
  'ACCOUNT_TEXTS.twoFactorTitle',
  'ACCOUNT_TEXTS.twoFactorIsOff',
  'ACCOUNT_TEXTS.twoFactorIsOn',
  'ACCOUNT_TEXTS.turnOn',
  'ACCOUNT_TEXTS.scanQr',
  'ACCOUNT_TEXTS.qrAlt',
  'ACCOUNT_TEXTS.secretLabel',
  'ACCOUNT_TEXTS.firstCodeLabel',
  'ACCOUNT_TEXTS.confirmTurnOn',
  'ACCOUNT_TEXTS.twoFactorOn.title',
  'ACCOUNT_TEXTS.turnOff',
  'ACCOUNT_TEXTS.twoFactorOff.title',
  'ACCOUNT_TEXTS.twoFactorFailed',
  'ACCOUNT_TEXTS.wrongCode',
  'ACCOUNT_TEXTS.loadFactorsFailed',
  'ACCOUNT_TEXTS.devicesTitle',
  'ACCOUNT_TEXTS.devicesIntro',
  'ACCOUNT_TEXTS.signOutOthers',
  'ACCOUNT_TEXTS.signedOutOthers.title',
  'ACCOUNT_TEXTS.signedOutOthers.message',
  'ACCOUNT_TEXTS.signOutOthersFailed',
  'ACCOUNT_TEXTS.deleteTitle',
  'ACCOUNT_TEXTS.deleteWarning',
  'ACCOUNT_TEXTS.deleteConfirmLabel',
  'ACCOUNT_TEXTS.deleteAccount',
  'ACCOUNT_TEXTS.accountDeleted.title',
  'ACCOUNT_TEXTS.accountDeleted.message',
  'ACCOUNT_TEXTS.deleteFailed',
]);
/** Text functions of the areas' own words. */
const BEYOND_SPEC_FUNCTIONS = new Set(['connectionRequestIntro', 'typingText', 'youBlocked', 'blockConfirm', 'applyAs', 'registered', 'waitlisted', 'pendingSince', 'appliedOn', 'rsvpCount']);
const unworded = (at: string) => NOT_IN_SPEC.has(at) || BEYOND_SPEC.has(at) || appBeyondSpec.has(at);

/** Every text function, called with the spec's own placeholders, and the text the spec shows for it. */
type TextFunction = (...args: unknown[]) => unknown;
const call = (name: string, ...args: unknown[]) => (texts[name] as TextFunction)(...args);
const FUNCTION_FORMS: Record<string, () => string[]> = {
  failedToAdd: () => [call('failedToAdd', '{type}') as string],
  failedToRemove: () => [call('failedToRemove', '{type}') as string],
  errorToast: () => [],
  tooLong: () => [call('tooLong', '{type}', '{limit}'), call('tooLong', 'Message', 'N'), call('tooLong', 'Message', 1000)] as string[],
  achievementPostText: () => [call('achievementPostText', '{title}', '{category}') as string],
  sendPracticeMessageFailed: () => [call('sendPracticeMessageFailed', '{reason}') as string],
  accountPending: () => {
    const toast = call('accountPending', '{role}') as { title: string; message: string };
    return [`${toast.title}: ${toast.message}`];
  },
};
/** Toasts whose title and description the spec gives apart (title in §8, description in §5). */
const JOINED_HERE = new Set(['PRESIDENT_TEXTS.invalidChapter']);
const MAPPERS = new Set(['signInFailureMessage', 'signUpFailure', 'connectionSaveFailure', 'postFailureMessage', 'unexpectedFailureMessage']);

/** Every string of the catalogue objects, by path ('FEED_TEXTS.likeFailed.message'); tones are not texts. */
function leaves(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'tone' ? [] : leaves(inner, `${at}.${key}`)));
  }
  return [];
}
type Group = Record<string, string | { title?: string; message?: string }>;
const catalogue = (Object.entries(texts) as [string, unknown][]).filter((entry): entry is [string, Group] => typeof entry[1] === 'object');
const strings = catalogue.flatMap(([name, value]) => leaves(value, name));

describe.skipIf(!specDir)(`the text catalogues match the spec${specDir ? '' : ' (skipped: DIVA_SPEC_DIR is not set, so there is no spec to read)'}`, () => {
  it('has every text in the spec verbatim, but for the few the spec leaves unworded', () => {
    expect(strings.length).toBeGreaterThan(100);
    for (const [at, text] of strings) {
      if (unworded(at)) expect(spec, `${at} is in the spec now: take it off NOT_IN_SPEC / BEYOND_SPEC`).not.toContain(text);
      else expect(spec, `${at}: '${text}' is not verbatim in the spec`).toContain(text);
    }
  });

  it('words every text function as the spec does, placeholders included', () => {
    const functions = Object.entries(texts).filter(([, value]) => typeof value === 'function').map(([name]) => name);
    for (const name of functions) expect(FUNCTION_FORMS[name] ?? (MAPPERS.has(name) || BEYOND_SPEC_FUNCTIONS.has(name)), `no spec form for ${name}`).toBeTruthy();
    for (const [name, forms] of Object.entries(FUNCTION_FORMS)) {
      for (const form of forms()) expect(spec, `${name}: '${form}'`).toContain(form);
    }
  });

  it('pairs each toast title and description as the spec writes them together', () => {
    const pairs = catalogue.flatMap(([name, group]) =>
      Object.entries(group).flatMap(([key, toast]) => {
        const worded = !unworded(`${name}.${key}.message`) && !unworded(`${name}.${key}.title`);
        return typeof toast === 'object' && toast.title && toast.message && worded ? [[`${name}.${key}`, toast.title, toast.message]] : [];
      }),
    );
    expect(pairs.length).toBeGreaterThan(15);
    for (const [at, title, message] of pairs) {
      const together = [`${title}: ${message}`, `'${title}' / '${message}'`, `${title}' / '${message}`];
      // Spec 01 §8 lists some titles once for several descriptions ('Error' / 'A'; 'B'): those need both texts.
      const paired =
        together.some((form) => spec.includes(form!)) || (title === 'Error' && spec.includes(message!)) || JOINED_HERE.has(at!);
      expect(paired, `${at}: '${title}' with '${message}'`).toBe(true);
    }
  });

  it("holds every text of both spec documents' error catalogues (§8) and validation rules (§5)", () => {
    const forms = new Set(strings.map(([, text]) => text));
    for (const [, group] of catalogue) {
      for (const value of Object.values(group)) {
        if (typeof value === 'object' && value.title && value.message) forms.add(`${value.title}: ${value.message}`);
      }
    }
    for (const make of Object.values(FUNCTION_FORMS)) for (const form of make()) forms.add(form);
    // Not texts of ours: what the sign-in and sign-up mappers look for in the provider's message, and spec 02's
    // shorthand for the two texts failedToAdd and failedToRemove give.
    const inputs = new Set(['Invalid login credentials', 'Email not confirmed', 'already registered', 'Failed to add/remove {item}']);
    const sections = specs.flatMap((doc) => doc.split(/^## /m).filter((section) => /^(5|8)\. /.test(section)));
    expect(sections).toHaveLength(4);
    // A quoted text: '...' (an apostrophe inside a word does not end it) or "...".
    const quoted = sections.flatMap((section) =>
      [...section.matchAll(/'((?:[^'\n]|'(?=[a-z]))+)'|"([^"\n]+)"/g)].map((match) => (match[1] ?? match[2])!.replace(/\.$/, '')),
    );
    expect(quoted.length).toBeGreaterThan(80);
    const missing = quoted.filter((text) => !inputs.has(text) && ![...forms].some((form) => form === text || form === `${text}.`));
    expect(missing).toEqual([]);
  });
});

describe('the text catalogues', () => {
  it('are found: the shared one and the apps\' own', () => {
    expect(appCatalogueFiles.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(texts).length).toBeGreaterThan(20);
  });

  it('write each text once (no string literal twice across the catalogue sources)', () => {
    const literals = [...coreCatalogueFiles, ...appCatalogueFiles]
      .map((file) => fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))
      .flatMap((source) => [...source.matchAll(/(?<![\w`])(['"])((?:(?!\1)[^\\\n])+)\1/g)])
      .map((match) => match[2]!)
      // Module paths, codes and tags (kind: 'account-exists', tone: 'success') are not texts.
      .filter((literal) => !literal.startsWith('.') && !literal.startsWith('@') && !/^[a-z][a-z-]*$/.test(literal) && !/^[A-Z0-9]+$/.test(literal));
    const seen = new Set<string>();
    const repeated = literals.filter((literal) => (seen.has(literal) ? true : (seen.add(literal), false)));
    expect(repeated).toEqual([]);
  });
});
