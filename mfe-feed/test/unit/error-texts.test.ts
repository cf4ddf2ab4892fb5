import { describe, expect, it } from 'vitest';
import { postFailedDescription } from '../../src/features/composer/utils/post-failure.ts';
import { loadErrorText } from '../../src/features/posts/utils/load-error-text.ts';
import { DataError, isNetworkFailure } from '@diva/core';

describe("'Post Failed' descriptions (spec 01 §8)", () => {
  it.each([
    [new DataError({ code: '23505', message: 'duplicate key' }, 409), 'Duplicate post detected'],
    [new DataError({ code: '42501', message: 'row-level security' }, 403), 'Permission denied'],
    [new DataError({ code: 'PGRST301', message: 'JWT' }, 401), 'Database connection issue'],
    [new DataError({ code: 'XX000', message: 'A network partition happened' }, 500), 'Network error. Please check your connection'],
    [new DataError({ code: '23514', message: 'check constraint' }, 400), 'Failed to create post'],
    [new DataError({ message: 'TypeError: Failed to fetch' }, 0), 'Network connection issue. Please try again'],
    [new TypeError('Failed to fetch'), 'Network connection issue. Please try again'],
    [new Error('boom'), 'Unexpected error occurred. Please try again'],
  ])('%o gives %j', (error, text) => {
    expect(postFailedDescription(error)).toBe(text);
  });
});

describe('loading errors', () => {
  it("say 'Network Error' when the request got no answer, 'Loading Error' otherwise", () => {
    expect(loadErrorText(new DataError({ message: 'TypeError: Failed to fetch' }, 0))).toEqual({
      title: 'Network Error',
      message: 'Failed to load posts. Check your connection',
    });
    expect(loadErrorText(new DataError({ code: '42501', message: 'denied' }, 403))).toEqual({
      title: 'Loading Error',
      message: 'Failed to load posts. Please refresh the page',
    });
  });

  it('count a status-0 error with a code as an answer (the server spoke)', () => {
    expect(isNetworkFailure(new DataError({ code: 'PGRST000', message: 'x' }, 0))).toBe(false);
  });
});
