/** The validators of recovery and sign-in codes: sign-up's rules, the spec's one-time-code message. */
import { describe, expect, it } from 'vitest';
import { codeEmailProblem, codeProblem, newPasswordProblem, normaliseCode, recoveryEmailProblem } from '../src/features/auth/utils/account-recovery.ts';

describe('recovery and sign-in code validators', () => {
  it("needs an address for a code, in the spec's words (spec 01 §5)", () => {
    expect(codeEmailProblem('   ')).toEqual({ field: 'email', message: 'You must provide either an email or phone number.' });
    expect(codeEmailProblem('ana')).toEqual({ field: 'email', message: 'Please enter a valid email address' });
    expect(codeEmailProblem('ana@example.com')).toBeNull();
    expect(recoveryEmailProblem('')).toEqual({ field: 'email', message: 'Email is required' });
  });

  it('takes six digits, spaces dropped', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(codeProblem('123 456')).toBeNull();
    for (const code of ['12345', '1234567', '12a456', '']) expect(codeProblem(code)).toEqual({ field: 'code', message: 'Enter the six digits from the email' });
  });

  it("holds a new password to sign-up's rules", () => {
    expect(newPasswordProblem({ password: '12345', confirmPassword: '12345' })).toEqual({
      field: 'password',
      message: 'Password must be at least 6 characters long',
    });
    expect(newPasswordProblem({ password: '123456', confirmPassword: '123457' })).toEqual({ field: 'confirmPassword', message: 'Passwords do not match' });
    expect(newPasswordProblem({ password: '123456', confirmPassword: '123456' })).toBeNull();
  });
});
