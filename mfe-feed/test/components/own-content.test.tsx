import { clearToasts } from '@diva/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentFake, resetFake, stepValue } from '@diva/test-utils/fake-supabase';
import { OTHER_ID, VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';
import { CommentItem } from '../../src/features/comments/components/comment-item.tsx';
import { PostCard } from '../../src/features/posts/components/post-card.tsx';
import { FEED_TEXTS } from '../../src/texts.ts';
import { makeComment, makePost } from '../support/fixtures.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('her own post', () => {
  it("has Edit and Delete instead of the spec's menu; an edit keeps her tags and chooses the labels again", async () => {
    currentFake().respond = (call) =>
      call.table === 'posts' && call.action === 'update' ? { data: [{ content: 'Our seed round closed', tags: ['Bees', 'Fundraising'], edited_at: new Date().toISOString() }] } : { data: null };
    renderRemote(<PostCard post={makePost({ user_id: VIEWER_ID, content: 'Quiet week', tags: ['Bees', 'General'] })} renderMenu={() => <p>spec menu</p>} />);
    expect(screen.queryByText('spec menu')).toBeNull();
    // The real menu (the fallback while its code loads is a disabled button of the same name).
    await userEvent.click(await screen.findByTestId('own-post-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Post content' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Our seed round closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentFake().calls.some((call) => call.table === 'posts' && call.action === 'update')).toBe(true));
    const update = currentFake().calls.find((call) => call.table === 'posts' && call.action === 'update')!;
    expect(update.payload).toEqual({ content: 'Our seed round closed', tags: ['Bees', 'Fundraising'] });
    expect(await screen.findByText(FEED_TEXTS.postUpdated.title)).toBeTruthy();
  });

  it('says "edited" once edited, and others\' posts keep the spec\'s menu', () => {
    renderRemote(
      <>
        <PostCard post={makePost({ user_id: VIEWER_ID, content: 'Mine', edited_at: new Date().toISOString() })} />
        <PostCard post={makePost({ user_id: OTHER_ID, content: 'Theirs' })} renderMenu={() => <p>spec menu</p>} />
      </>,
    );
    expect(screen.getAllByTestId('post-edited')).toHaveLength(1);
    expect(screen.getByText('spec menu')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: FEED_TEXTS.ownPostOptions })).toHaveLength(1);
  });
});

describe('her own comment', () => {
  it('is deleted after the confirmation; others\' comments have no Delete', async () => {
    const mine = makeComment({ user_id: VIEWER_ID, content: 'Thanks all' });
    currentFake().respond = (call) => (call.table === 'post_comments' && call.action === 'delete' ? { data: [{ id: mine.id }] } : { data: null });
    renderRemote(
      <ul>
        <CommentItem comment={mine} />
        <CommentItem comment={makeComment({ user_id: OTHER_ID, content: 'Congrats' })} />
      </ul>,
    );
    const buttons = screen.getAllByRole('button', { name: FEED_TEXTS.deleteComment });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: FEED_TEXTS.deleteComment }));
    await waitFor(() => expect(currentFake().calls.some((call) => call.table === 'post_comments' && call.action === 'delete')).toBe(true));
    const remove = currentFake().calls.find((call) => call.table === 'post_comments' && call.action === 'delete')!;
    expect(stepValue(remove, 'eq', 'id')).toBe(mine.id);
  });
});
