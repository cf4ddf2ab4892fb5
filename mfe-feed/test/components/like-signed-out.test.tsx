import { clearToasts } from '@diva/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CommentForm } from '../../src/features/comments/components/comment-form.tsx';
import { LikeButton } from '../../src/features/posts/components/like-button.tsx';
import { makePost } from '../support/fixtures.ts';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

// The shell never shows the feed to a visitor, but a session can end while the page is open.
beforeEach(() => {
  resetFake();
  signInAs(null);
});
afterEach(async () => {
  await clearToasts();
});

it("a like without a session says 'Authentication Required' / 'Please sign in to like posts' and sends nothing", async () => {
  renderRemote(<LikeButton post={makePost({ likes_count: 1 })} />);
  await userEvent.click(screen.getByTestId('like-button'));
  expect(await screen.findByText('Authentication Required')).toBeTruthy();
  expect(screen.getByText('Please sign in to like posts')).toBeTruthy();
  expect(screen.getByTestId('like-count').textContent).toBe('1');
  expect(currentFake().calls).toHaveLength(0);
});

it("a comment without a session says 'Authentication Required' / 'Please sign in to comment'", async () => {
  renderRemote(<CommentForm postId={makePost().id} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Hello{Enter}');
  expect(await screen.findByText('Please sign in to comment')).toBeTruthy();
  expect(currentFake().calls).toHaveLength(0);
});
