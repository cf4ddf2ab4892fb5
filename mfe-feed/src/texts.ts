// The Network Feed: posting, loading, likes and comments (spec 01 §5 and §8).
import type { ErrorDetails } from '@diva/core';
import { COMMON_TEXTS, type ToastText, VALIDATION_TEXTS } from '@diva/core/texts';

export const FEED_TEXTS = {
  contentRequired: { title: 'Content Required', message: VALIDATION_TEXTS.postContentRequired },
  postSignedOut: { title: COMMON_TEXTS.authRequiredTitle, message: 'Please sign in to share posts' },
  postShared: { title: 'Post Shared!', message: 'Your post is now live on the network', tone: 'success' },
  postFailedTitle: 'Post Failed',
  duplicatePost: 'Duplicate post detected',
  permissionDenied: 'Permission denied',
  databaseConnection: 'Database connection issue',
  networkError: 'Network error. Please check your connection',
  createPostFailed: 'Failed to create post',
  networkConnection: 'Network connection issue. Please try again',
  unexpectedError: 'Unexpected error occurred. Please try again',
  loadFailed: { title: 'Loading Error', message: 'Failed to load posts. Please refresh the page' },
  loadNetworkFailed: { title: 'Network Error', message: 'Failed to load posts. Check your connection' },
  likeSignedOut: { title: COMMON_TEXTS.authRequiredTitle, message: 'Please sign in to like posts' },
  likeFailed: { title: COMMON_TEXTS.errorTitle, message: 'Failed to update like. Please try again' },
  commentSignedOut: { title: COMMON_TEXTS.authRequiredTitle, message: 'Please sign in to comment' },
  commentFailed: { title: COMMON_TEXTS.errorTitle, message: 'Failed to add comment. Please try again' },
} as const satisfies Record<string, string | ToastText>;

/** The 'Post Failed' description of an error the backend answered with, by code, then by message. */
export function postFailureMessage(error: ErrorDetails): string {
  if (error.code === '23505') return FEED_TEXTS.duplicatePost;
  if (error.code === '42501') return FEED_TEXTS.permissionDenied;
  if (error.code === 'PGRST301') return FEED_TEXTS.databaseConnection;
  if (error.message?.toLowerCase().includes('network')) return FEED_TEXTS.networkError;
  return FEED_TEXTS.createPostFailed;
}

/** The description for an unexpected exception: a failed fetch, or anything else. */
export function unexpectedFailureMessage(error: unknown): string {
  if (error instanceof TypeError && /fetch/i.test(error.message)) return FEED_TEXTS.networkConnection;
  return FEED_TEXTS.unexpectedError;
}
