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
