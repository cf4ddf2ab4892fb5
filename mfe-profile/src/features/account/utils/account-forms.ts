import { emailAddressSchema, newPasswordSchema } from '@diva/core';
import { ACCOUNT_TEXTS } from '@diva/core/texts';

/** A field's first problem, shown under it; null when the value is fine. */
export type FieldProblem = { field: string; message: string } | null;

/** The word typed to confirm deletion: the label 'Type DELETE to confirm' asks for it. */
export const DELETE_CONFIRMATION = 'DELETE';

export function newEmailProblem(email: string, current: string | undefined): FieldProblem {
  const parsed = emailAddressSchema.safeParse(email);
  if (!parsed.success) return { field: 'email', message: parsed.error.issues[0]!.message };
  if (current && parsed.data.toLowerCase() === current.toLowerCase()) return { field: 'email', message: ACCOUNT_TEXTS.sameEmail };
  return null;
}

/** Sign-up's password rules, and the e-mailed code (six digits as Auth sends them). */
export function passwordChangeProblem(form: { password: string; confirmPassword: string; nonce: string }): FieldProblem {
  const parsed = newPasswordSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { field: issue.path[0]?.toString() ?? 'password', message: issue.message };
  }
  return /^\d{6}$/.test(form.nonce.trim()) ? null : { field: 'nonce', message: ACCOUNT_TEXTS.nonceSent };
}

/** A code from the authenticator app: six digits, spaces dropped. */
export function totpCodeProblem(code: string): FieldProblem {
  return /^\d{6}$/.test(code.replace(/\s+/g, '')) ? null : { field: 'code', message: ACCOUNT_TEXTS.wrongCode };
}

/** Only a data: image may be an <img> source here (Auth's QR code is an SVG data URI). */
export const isImageDataUri = (value: string): boolean => /^data:image\/(svg\+xml|png)[;,]/.test(value);

const SVG_TEXT_URI = /^data:image\/svg\+xml;(?:utf-8|charset=utf-8),/;

/**
 * Auth's QR code as an image source that loads. auth-js pastes the SVG markup raw after
 * `data:image/svg+xml;utf-8,`, and the markup's colours (`#000000`) start a URL fragment there, which cuts the
 * image off: the markup is percent-encoded instead. Anything that is not a data: image stays as it is.
 */
export function qrImageSource(qrCode: string): string {
  const markup = SVG_TEXT_URI.test(qrCode) ? qrCode.replace(SVG_TEXT_URI, '') : qrCode.trimStart().startsWith('<svg') ? qrCode : null;
  if (markup === null) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
