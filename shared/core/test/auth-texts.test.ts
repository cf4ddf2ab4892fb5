import { describe, expect, it } from 'vitest';
import { signInFailureMessage, signUpFailure } from '../src/texts/index.ts';

describe('sign-in and sign-up texts', () => {
  it('maps sign-in and sign-up provider messages', () => {
    expect(signInFailureMessage('Invalid login credentials')).toBe('Invalid email or password. Please check your credentials and try again.');
    expect(signInFailureMessage('Email not confirmed')).toBe('Please check your email and click the verification link before signing in.');
    expect(signInFailureMessage('Too many requests')).toBe('Too many requests');
    expect(signUpFailure('User already registered')).toEqual({
      kind: 'account-exists',
      title: 'Account Exists',
      message: 'This email is already registered. Please sign in instead.',
    });
    expect(signUpFailure('Signups not allowed')).toEqual({ kind: 'error', title: 'Sign Up Error', message: 'Signups not allowed' });
  });
});
