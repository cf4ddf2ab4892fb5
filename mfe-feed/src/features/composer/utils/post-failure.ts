import { DataError, isNetworkFailure } from '@diva/core';
import { postFailureMessage, unexpectedFailureMessage } from '../../../texts.ts';

/**
 * The description of the 'Post Failed' toast (spec 01 §8): the backend's error mapped by code or message;
 * a request that never got an answer is the "unexpected fetch failure"; anything else is unexpected.
 */
export function postFailedDescription(error: unknown): string {
  if (isNetworkFailure(error)) return unexpectedFailureMessage(new TypeError('Failed to fetch'));
  if (error instanceof DataError) return postFailureMessage(error);
  return unexpectedFailureMessage(error);
}
