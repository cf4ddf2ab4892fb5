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
  // Her own posts and comments (beyond the spec, which words only the menu of others' posts).
  ownPostOptions: 'Options for your post',
  editPost: 'Edit',
  deletePost: 'Delete post',
  edited: 'edited',
  editPostTitle: 'Edit post',
  saveEdit: 'Save',
  postUpdated: { title: 'Post updated', message: 'Your changes are saved', tone: 'success' },
  editFailed: { title: COMMON_TEXTS.errorTitle, message: 'Failed to save your changes. Please try again' },
  deletePostTitle: 'Delete this post?',
  deletePostMessage: 'The post, its likes and its comments will be deleted. This cannot be undone.',
  postDeleted: { title: 'Post deleted', message: 'Your post was removed from the feed', tone: 'success' },
  deletePostFailed: { title: COMMON_TEXTS.errorTitle, message: 'Failed to delete the post. Please try again' },
  deleteComment: 'Delete comment',
  deleteCommentTitle: 'Delete this comment?',
  deleteCommentMessage: 'Your comment will be deleted. This cannot be undone.',
  deleteCommentFailed: { title: COMMON_TEXTS.errorTitle, message: 'Failed to delete the comment. Please try again' },
} as const satisfies Record<string, string | ToastText>;

/** The words of her own posts and comments: the spec words only the menu of other members' posts. */
export const BEYOND_SPEC = [
  'FEED_TEXTS.ownPostOptions',
  'FEED_TEXTS.editPostTitle',
  'FEED_TEXTS.postUpdated.title',
  'FEED_TEXTS.postUpdated.message',
  'FEED_TEXTS.editFailed.message',
  'FEED_TEXTS.deletePostTitle',
  'FEED_TEXTS.deletePostMessage',
  'FEED_TEXTS.postDeleted.title',
  'FEED_TEXTS.postDeleted.message',
  'FEED_TEXTS.deletePostFailed.message',
  'FEED_TEXTS.deletePost',
  'FEED_TEXTS.deleteComment',
  'FEED_TEXTS.deleteCommentTitle',
  'FEED_TEXTS.deleteCommentMessage',
  'FEED_TEXTS.deleteCommentFailed.message',
];

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
