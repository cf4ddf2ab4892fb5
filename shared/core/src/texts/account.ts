// The account page at /app/settings: e-mail, password, two-factor sign-in, devices, deletion. The spec
// words none of these; they are the UI's own, listed in BEYOND_SPEC.
import { COMMON_TEXTS, type ToastText } from './common.ts';
import { SESSION_TEXTS } from './session.ts';

const AUTHENTICATOR_CODE = 'Code from your authenticator app';
const EMAIL_ME_A_CODE = 'E-mail me a code';
const EMAILED_CODE = 'Code from the e-mail';

export const ACCOUNT_TEXTS = {
  pageTitle: SESSION_TEXTS.accountSettings,
  emailTitle: 'E-mail address',
  currentEmail: 'You sign in with',
  newEmailLabel: 'New e-mail address',
  changeEmail: 'Change e-mail',
  emailChangeSent: {
    title: 'Confirm your new e-mail',
    message: 'We sent a confirmation link to the new address. The change takes effect once you follow it.',
    tone: 'success',
  },
  sameEmail: 'This is already your e-mail address',
  emailChangeFailed: 'Failed to change e-mail',
  passwordTitle: 'Sign-in password',
  passwordIntro: 'To change your password, first ask for a code: we e-mail it to you to confirm it is you.',
  sendNonce: EMAIL_ME_A_CODE,
  nonceSent: 'We e-mailed you a code. Enter it with your new password.',
  nonceLabel: EMAILED_CODE,
  changePassword: 'Change password',
  passwordChanged: { title: 'Password changed', message: 'Use your new password the next time you sign in.', tone: 'success' },
  passwordChangeFailed: 'Failed to change password',
  twoFactorTitle: 'Two-factor sign-in',
  twoFactorIsOff: 'Two-factor sign-in is off: your password alone signs you in.',
  twoFactorIsOn: 'Two-factor sign-in is on: after your password you enter a code from your authenticator app.',
  turnOn: 'Turn on two-factor sign-in',
  scanQr: 'Scan this QR code with your authenticator app, or type the key into it.',
  qrAlt: 'QR code for your authenticator app',
  secretLabel: 'Key',
  firstCodeLabel: AUTHENTICATOR_CODE,
  confirmTurnOn: 'Confirm and turn on',
  twoFactorOn: { title: 'Two-factor sign-in turned on', tone: 'success' },
  turnOff: 'Turn off two-factor sign-in',
  twoFactorOff: { title: 'Two-factor sign-in turned off', tone: 'success' },
  twoFactorFailed: 'Failed to change two-factor sign-in',
  wrongCode: SESSION_TEXTS.wrongCode,
  loadFactorsFailed: 'Failed to load your two-factor settings',
  devicesTitle: 'Devices',
  devicesIntro: 'Signed in somewhere you no longer use? End every session but this one.',
  signOutOthers: 'Sign out of other devices',
  signedOutOthers: { title: 'Signed out of other devices', message: 'Every other device has to sign in again.', tone: 'success' },
  signOutOthersFailed: 'Failed to sign out other devices',
  deleteTitle: 'Delete account',
  deleteWarning:
    'This deletes your profile, posts, comments, messages, connections, goals, events and everything else of yours. It cannot be undone.',
  deleteConfirmLabel: 'Type DELETE to confirm',
  deleteAccount: 'Delete my account',
  accountDeleted: { title: 'Account deleted', message: 'Your account and everything in it are gone.', tone: 'success' },
  deleteFailed: 'Failed to delete account',
  // Asked before a change of e-mail or password when two-factor sign-in is on and this session has not had her
  // code yet (Auth refuses both otherwise).
  secondFactorIntro: 'Your account uses two-factor sign-in. Enter the code from your authenticator app to confirm it is you.',
  secondFactorLabel: AUTHENTICATOR_CODE,
  secondFactorConfirm: 'Confirm',
  secondFactorCancel: COMMON_TEXTS.cancel,
  secondFactorRequired: 'Enter your two-factor code first: your account uses two-factor sign-in.',
  codeNotValid: 'That code is wrong or has expired. Ask for a new one.',
  tooManyTries: 'Too many tries. Wait a few minutes, then try again.',
  deleteCodeIntro: 'Your last sign-in was more than a day ago. We e-mail you a code to confirm it is you.',
  sendDeleteCode: EMAIL_ME_A_CODE,
  deleteCodeSent: 'We e-mailed you a code. Enter it to delete your account.',
  deleteCodeLabel: EMAILED_CODE,
} as const satisfies Record<string, string | ToastText>;
