import { describe, expect, it } from 'vitest';
import { actionLabel } from '../../src/features/audit/components/audit-tab.tsx';
import { excerpt, nameOr } from '../../src/lib/format.ts';
import { failureText, isSessionRefusal, isValidReason } from '../../src/lib/reason.ts';

describe('the reason every admin action needs', () => {
  it('is 3 to 500 characters once trimmed, as the database checks', () => {
    expect(isValidReason('')).toBe(false);
    expect(isValidReason('  ab  ')).toBe(false);
    expect(isValidReason('abc')).toBe(true);
    expect(isValidReason('x'.repeat(500))).toBe(true);
    expect(isValidReason('x'.repeat(501))).toBe(false);
  });
});

describe('failure texts', () => {
  it('start with the spec text and say why when the server says', () => {
    expect(failureText('Failed to delete post', { code: 'XX000' })).toBe('Failed to delete post. Please try again.');
    expect(failureText('Failed to delete post', { code: 'P0002' })).toBe('Failed to delete post: it no longer exists.');
    expect(failureText('Failed to approve president', { status: 409 })).toMatch(/^Failed to approve president: the chapter already has an approved president/);
    expect(failureText('Failed to delete user', { status: 0 })).toBe('Failed to delete user: check your connection and try again.');
  });

  it('tell an ended admin session from other failures', () => {
    expect(isSessionRefusal({ status: 401 })).toBe(true);
    expect(isSessionRefusal({ code: '42501' })).toBe(true);
    expect(isSessionRefusal({ code: '23505' })).toBe(false);
    expect(isSessionRefusal(new Error('x'))).toBe(false);
  });
});

describe('display helpers', () => {
  it('shorten content on one line and name the unnamed', () => {
    expect(excerpt('a\n\n b', 80)).toBe('a b');
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(nameOr('  ')).toBe('A member');
    expect(actionLabel('remove_reported_content')).toBe('Remove reported content');
  });
});
