import { CONSTANTS, LIMITS } from '@diva/core';
import { PRESIDENT_TEXTS } from '../../../texts.ts';

export type ApplicationRole = 'president' | 'moderator';

export interface ApplicationValues {
  fullName: string;
  email: string;
  password: string;
  role: ApplicationRole;
  /** '' until a chapter is picked (changing the role clears it). */
  chapterId: string;
}

export type ApplicationErrors = Partial<Record<'fullName' | 'email' | 'password' | 'chapterId', string>>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Spec 02 §5 "President signup": full name, e-mail and password required (e-mail and password only when she has
 * no account yet); a president picks one of the 26 chapters. The database checks the same again.
 */
export function validateApplication(values: ApplicationValues, needsAccount: boolean): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const name = values.fullName.trim();
  if (!name || name.length > LIMITS.displayName) errors.fullName = PRESIDENT_TEXTS.fullNameRequired;
  if (needsAccount) {
    if (!EMAIL.test(values.email.trim())) errors.email = PRESIDENT_TEXTS.emailRequired;
    if (values.password.length < 6) errors.password = PRESIDENT_TEXTS.passwordRequired;
  }
  const chapter = Number(values.chapterId);
  if (values.role === 'president' && !(Number.isInteger(chapter) && chapter >= 1 && chapter <= CONSTANTS.chapterCount)) {
    errors.chapterId = PRESIDENT_TEXTS.invalidChapter.message;
  }
  return errors;
}
