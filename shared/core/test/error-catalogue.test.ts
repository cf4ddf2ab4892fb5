import { describe, expect, it } from 'vitest';
import {
  connectionSaveFailure,
  isNoRowsError,
  postFailureMessage,
  signInFailureMessage,
  signOutStatusCountsAsSuccess,
  signUpFailure,
  unexpectedFailureMessage,
} from '../src/index.ts';

describe('error catalogue', () => {
  it('maps post failures', () => {
    expect(postFailureMessage({ code: '23505' })).toBe('Duplicate post detected');
    expect(postFailureMessage({ code: '42501' })).toBe('Permission denied');
    expect(postFailureMessage({ code: 'PGRST301' })).toBe('Database connection issue');
    expect(postFailureMessage({ message: 'Network request failed' })).toBe('Network error. Please check your connection');
    expect(postFailureMessage({ code: 'XX000', message: 'boom' })).toBe('Failed to create post');
    expect(unexpectedFailureMessage(new TypeError('Failed to fetch'))).toBe('Network connection issue. Please try again');
    expect(unexpectedFailureMessage(new Error('x'))).toBe('Unexpected error occurred. Please try again');
  });
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
  it('treats no-rows and sign-out 401/403/404 as normal', () => {
    expect(isNoRowsError({ code: 'PGRST116' })).toBe(true);
    expect(isNoRowsError({ code: '42501' })).toBe(false);
    expect([401, 403, 404, 500, undefined].map(signOutStatusCountsAsSuccess)).toEqual([true, true, true, false, false]);
    expect(connectionSaveFailure({ code: '23505' }).title).toBe('Already Connected');
    expect(connectionSaveFailure({ code: '1' }).message).toBe('Failed to save connection');
  });
});
