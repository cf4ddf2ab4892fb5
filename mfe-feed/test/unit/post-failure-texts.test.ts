import { describe, expect, it } from 'vitest';
import { postFailureMessage, unexpectedFailureMessage } from '../../src/texts.ts';

describe('the feed\'s failure texts', () => {
  it("words 'Post Failed' by code, then by message", () => {
    expect(postFailureMessage({ code: '23505' })).toBe('Duplicate post detected');
    expect(postFailureMessage({ code: '42501' })).toBe('Permission denied');
    expect(postFailureMessage({ code: 'PGRST301' })).toBe('Database connection issue');
    expect(postFailureMessage({ message: 'Network request failed' })).toBe('Network error. Please check your connection');
    expect(postFailureMessage({ code: 'XX000', message: 'boom' })).toBe('Failed to create post');
    expect(unexpectedFailureMessage(new TypeError('Failed to fetch'))).toBe('Network connection issue. Please try again');
    expect(unexpectedFailureMessage(new Error('x'))).toBe('Unexpected error occurred. Please try again');
  });
});
