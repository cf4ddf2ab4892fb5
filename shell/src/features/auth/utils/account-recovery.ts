import { emailAddressSchema, newPasswordSchema } from '@diva/core';
import { AUTH_TEXTS, VALIDATION_TEXTS } from '@diva/core/texts';

/** A field's first problem, which the form shows under it; null when the value is fine. */
export type FieldProblem = { field: string; message: string } | null;

/** The recovery form's address: sign-up's rules. */
export function recoveryEmailProblem(email: string): FieldProblem {
  const parsed = emailAddressSchema.safeParse(email);
  return parsed.success ? null : { field: 'email', message: parsed.error.issues[0]?.message ?? AUTH_TEXTS.unexpected };
}

/** A sign-in code goes to an address; without one the spec's message for one-time codes (spec 01 §5). */
export function codeEmailProblem(email: string): FieldProblem {
  if (!email.trim()) return { field: 'email', message: VALIDATION_TEXTS.otpContactRequired };
  return recoveryEmailProblem(email);
}

/** Six digits; spaces a member types or pastes between them are dropped. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '');
}

export function codeProblem(code: string): FieldProblem {
  return /^\d{6}$/.test(normaliseCode(code)) ? null : { field: 'code', message: AUTH_TEXTS.codeFormat };
}

/** A new password holds to sign-up's rules: the minimum length and a matching confirmation. */
export function newPasswordProblem(form: { password: string; confirmPassword: string }): FieldProblem {
  const parsed = newPasswordSchema.safeParse(form);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return { field: issue?.path[0]?.toString() ?? 'password', message: issue?.message ?? AUTH_TEXTS.unexpected };
}
