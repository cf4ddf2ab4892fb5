import { contentReadyMark } from '@diva/contracts';
import { clearToasts } from '@diva/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedPage } from '../../src/app/feed-page.tsx';
import { FIRST_COMMIT_CARDS } from '../../src/features/posts/components/post-list.tsx';
import type { FeedComment, FeedPost } from '../../src/lib/feed-types.ts';
import { asFeedRow, asRow, makeComment, makePost } from '../support/fixtures.ts';
import { currentFake, type FakeResponse, type RecordedCall, resetFake, stepValue } from '@diva/test-utils/fake-supabase';
import { OTHER_ID, VIEWER_ID, countAtContentMark, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

/** A backend holding these posts, likes (by the viewer), achievement post ids and comments. */
function serve(state: { posts: FeedPost[]; comments?: FeedComment[] }, overrides: (call: RecordedCall) => FakeResponse | undefined = () => undefined) {
  currentFake().respond = (call) => {
    const override = overrides(call);
    if (override) return override;
    const ids = (stepValue(call, 'in', 'id') ?? stepValue(call, 'in', 'post_id')) as string[] | undefined;
    const chosen = ids ? state.posts.filter((post) => ids.includes(post.id)) : state.posts;
    if (call.table === 'posts' && call.action === 'select') return { data: chosen.map((post) => asFeedRow(post, VIEWER_ID)) };
    if (call.table === 'post_likes' && call.action === 'select') return { data: chosen.filter((post) => post.isLiked).map((post) => ({ post_id: post.id })) };
    if (call.table === 'user_achievements') return { data: chosen.filter((post) => post.isAchievement).map((post) => ({ post_id: post.id })) };
    if (call.table === 'post_comments' && call.action === 'select') return { data: state.comments ?? [] };
    return { data: null };
  };
}

const cards = () => screen.getAllByTestId('post-card');
const card = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('the post list', () => {
  it('shows skeletons while loading, then the posts newest first', async () => {
    let release: () => void = () => undefined;
    const posts = [makePost({ content: 'Newest' }), makePost({ content: 'Older' })];
    serve({ posts });
    const respond = currentFake().respond;
    currentFake().respond = (call) => new Promise((resolve) => (release = () => resolve(respond(call) as FakeResponse)));
    performance.clearMarks();
    renderRemote(<FeedPage />);
    expect(screen.getByTestId('feed-skeleton')).toBeTruthy();
    // The skeleton is not the content: the area's content mark waits for the posts.
    expect(performance.getEntriesByName(contentReadyMark('feed'), 'mark')).toHaveLength(0);
    currentFake().respond = respond;
    await act(async () => release());
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((item) => within(item).getByTestId('post-content').textContent)).toEqual(['Newest', 'Older']);
    expect(screen.queryByTestId('feed-skeleton')).toBeNull();
    expect(performance.getEntriesByName(contentReadyMark('feed'), 'mark')).toHaveLength(1);
  });

  it('reads the feed in one request: posts with authors, the viewer\'s own like and the achievement embedded', async () => {
    const posts = Array.from({ length: 50 }, (_, index) => makePost({ isLiked: index === 1, isAchievement: index === 2 }));
    serve({ posts });
    const cardsAtMark = countAtContentMark('feed', '[data-testid="post-card"]');
    renderRemote(<FeedPage />);
    await waitFor(() => expect(cards()).toHaveLength(50));
    cardsAtMark.restore();
    // The commit that first shows the posts (the content mark) holds only the first cards; the other 44 follow.
    expect(cardsAtMark.count()).toBe(FIRST_COMMIT_CARDS);
    expect(screen.getByTestId('post-list').getAttribute('aria-busy')).toBe('false');
    const calls = currentFake().calls;
    expect(calls.map((call) => call.table)).toEqual(['posts']);
    expect(calls[0]!.steps).toContainEqual(['order', 'created_at', { ascending: false }]);
    expect(calls[0]!.steps).toContainEqual(['limit', 50]);
    // One retry policy for reads: TanStack Query's, not supabase-js's own on top of it.
    expect(calls[0]!.steps).toContainEqual(['retry', false]);
    // The like embed is filtered to the signed-in viewer: another member's like is not hers.
    expect(stepValue(calls[0]!, 'eq', 'post_likes.user_id')).toBe(VIEWER_ID);
    expect(within(cards()[1]!).getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    expect(within(cards()[0]!).getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');
  });

  it('invites the first post when the feed is empty', async () => {
    serve({ posts: [] });
    renderRemote(<FeedPage />);
    expect(await screen.findByTestId('empty-feed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Write the first post' })).toBeTruthy();
  });

  it('shows author, link to her profile, age, coloured tags and the achievement flag', async () => {
    const post = makePost({
      user_id: OTHER_ID,
      content: 'Closed my first round',
      tags: ['Fundraising', 'Growth'],
      isAchievement: true,
      created_at: new Date(Date.now() - 5 * 3600_000).toISOString(),
      author: { display_name: 'Amara Okafor', avatar_url: null },
    });
    serve({ posts: [post, makePost({ content: 'Plain post' })] });
    renderRemote(<FeedPage />);
    const item = await screen.findByText('Closed my first round').then((node) => node.closest('article') as HTMLElement);
    expect(within(item).getByRole('link', { name: 'Amara Okafor' }).getAttribute('href')).toBe(`/app/profile/${OTHER_ID}`);
    expect(within(item).getByTestId('post-age').textContent).toBe('5h');
    const tags = within(item).getAllByText(/Fundraising|Growth/).map((tag) => tag.closest('[data-color]')?.getAttribute('data-color'));
    expect(tags).toEqual(['glamour', 'grape']);
    expect(within(item).getByTestId('achievement-flag').textContent).toContain('Achievement');
    // The flag sits under her name beside the age (a wrapping line), not beside the menu in the header's unwrapped
    // row, where a phone's card had no room for it (the e2e sweep measures it at 375 px).
    expect(within(item).getByTestId('post-meta').contains(within(item).getByTestId('achievement-flag'))).toBe(true);
    expect(within(card('Plain post')).queryByTestId('achievement-flag')).toBeNull();
  });

  it("renders markup in members' text as inert text", async () => {
    const hostile = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    serve({ posts: [makePost({ content: hostile })] });
    const { container } = renderRemote(<FeedPage />);
    expect((await screen.findByTestId('post-content')).textContent).toBe(hostile);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('offers the menu on other members’ posts only', async () => {
    serve({ posts: [makePost({ user_id: VIEWER_ID, content: 'Mine' }), makePost({ user_id: OTHER_ID, content: 'Theirs' })] });
    renderRemote(<FeedPage />);
    await screen.findByText('Theirs');
    expect(within(card('Theirs')).getByRole('button', { name: /^Post options for/ })).toBeTruthy();
    expect(within(card('Mine')).queryByRole('button', { name: /^Post options for/ })).toBeNull();
  });
});

describe('likes', () => {
  it('change at once and are saved', async () => {
    const post = makePost({ likes_count: 2 });
    serve({ posts: [post] });
    renderRemote(<FeedPage />);
    const like = await screen.findByTestId('like-button');
    await userEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(within(like).getByTestId('like-count').textContent).toBe('3');
    await waitFor(() => expect(currentFake().calls.some((call) => call.table === 'post_likes' && call.action === 'insert')).toBe(true));
    const insert = currentFake().calls.find((call) => call.table === 'post_likes' && call.action === 'insert')!;
    expect(insert.payload).toEqual({ post_id: post.id, user_id: VIEWER_ID });
  });

  it("revert with 'Failed to update like. Please try again' when the server refuses", async () => {
    const post = makePost({ likes_count: 4, isLiked: true });
    serve({ posts: [post] }, (call) => (call.table === 'post_likes' && call.action === 'delete' ? { error: { message: 'boom', code: 'XX000' }, status: 500 } : undefined));
    renderRemote(<FeedPage />);
    const like = await screen.findByTestId('like-button');
    await userEvent.click(like);
    expect(await screen.findByText('Failed to update like. Please try again')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(within(like).getByTestId('like-count').textContent).toBe('4');
  });

  it('ignore clicks while a toggle is on its way', async () => {
    serve({ posts: [makePost()] }, (call) => (call.table === 'post_likes' && call.action === 'insert' ? new Promise<FakeResponse>(() => undefined) as never : undefined));
    renderRemote(<FeedPage />);
    const like = await screen.findByTestId('like-button');
    await userEvent.click(like);
    await userEvent.click(like);
    expect(currentFake().calls.filter((call) => call.table === 'post_likes' && call.action !== 'select')).toHaveLength(1);
    expect(like.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('comments', () => {
  it('load the first time the panel opens, oldest first, and not again on reopening', async () => {
    const post = makePost({ comments_count: 2 });
    serve({ posts: [post], comments: [makeComment({ content: 'First' }), makeComment({ content: 'Second' })] });
    renderRemote(<FeedPage />);
    const toggle = await screen.findByRole('button', { name: '2 comments' });
    expect(currentFake().calls.filter((call) => call.table === 'post_comments')).toHaveLength(0);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('comment-content').map((node) => node.textContent)).toEqual(['First', 'Second']));
    const read = currentFake().calls.find((call) => call.table === 'post_comments')!;
    expect(read.steps).toContainEqual(['order', 'created_at', { ascending: true }]);
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await screen.findAllByTestId('comment-content');
    expect(currentFake().calls.filter((call) => call.table === 'post_comments')).toHaveLength(1);
  });

  it('send trimmed text, keep the send button disabled while empty, and the count follows', async () => {
    const post = makePost({ comments_count: 0 });
    serve({ posts: [post], comments: [] }, (call) =>
      call.table === 'post_comments' && call.action === 'insert'
        ? { data: makeComment({ post_id: post.id, user_id: VIEWER_ID, content: (call.payload as { content: string }).content }) }
        : undefined,
    );
    renderRemote(<FeedPage />);
    await userEvent.click(await screen.findByRole('button', { name: '0 comments' }));
    const send = await screen.findByRole('button', { name: 'Send comment' });
    const input = screen.getByRole('textbox', { name: 'Write a comment' });
    expect(input.getAttribute('maxlength')).toBe('2000');
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(input, '   ');
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(input, '{Enter}');
    expect(currentFake().calls.filter((call) => call.action === 'insert')).toHaveLength(0);
    await userEvent.type(input, ' Congratulations! {Enter}');
    expect(await screen.findByText('Congratulations!')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 comment' })).toBeTruthy();
    expect(input).toHaveProperty('value', '');
    const insert = currentFake().calls.find((call) => call.table === 'post_comments' && call.action === 'insert')!;
    expect(insert.payload).toEqual({ post_id: post.id, user_id: VIEWER_ID, content: 'Congratulations!' });
  });

  it("say 'Failed to add comment. Please try again' on failure, keep the text and the count", async () => {
    serve({ posts: [makePost({ comments_count: 3 })], comments: [] }, (call) =>
      call.table === 'post_comments' && call.action === 'insert' ? { error: { message: 'nope', code: '42501' }, status: 403 } : undefined,
    );
    renderRemote(<FeedPage />);
    await userEvent.click(await screen.findByRole('button', { name: '3 comments' }));
    const input = await screen.findByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(input, 'Lost?{Enter}');
    expect(await screen.findByText('Failed to add comment. Please try again')).toBeTruthy();
    expect(input).toHaveProperty('value', 'Lost?');
    await waitFor(() => expect(screen.getByRole('button', { name: '3 comments' })).toBeTruthy());
  });
});

describe('loading errors', () => {
  it("say 'Network Error' when the backend cannot be reached", async () => {
    currentFake().respond = () => ({ error: { message: 'TypeError: Failed to fetch' }, status: 0 });
    renderRemote(<FeedPage />);
    const onPage = await screen.findByTestId('feed-load-error');
    expect(within(onPage).getByText('Network Error')).toBeTruthy();
    expect(within(onPage).getByText('Failed to load posts. Check your connection')).toBeTruthy();
    // Said once: on the page, not in a toast as well.
    expect(screen.getAllByText('Failed to load posts. Check your connection')).toHaveLength(1);
    expect(screen.queryByRole('alert', { name: /Network Error/ })).toBeNull();
  });

  it("say 'Loading Error' for any other failure, and Try again reloads", async () => {
    currentFake().respond = () => ({ error: { message: 'permission denied', code: '42501' }, status: 403 });
    renderRemote(<FeedPage />);
    const onPage = await screen.findByTestId('feed-load-error');
    expect(within(onPage).getByText('Loading Error')).toBeTruthy();
    expect(screen.getAllByText('Failed to load posts. Please refresh the page')).toHaveLength(1);
    serve({ posts: [makePost({ content: 'Back again' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});

describe('live updates', () => {
  it('hold other members’ new posts behind "N new posts" and insert them on click', async () => {
    const existing = makePost({ content: 'Already here', created_at: new Date(Date.now() - 3600_000).toISOString() });
    const incoming = [makePost({ content: 'Fresh one', created_at: new Date().toISOString() }), makePost({ content: 'Fresh two', created_at: new Date().toISOString() })];
    serve({ posts: [existing, ...incoming] });
    const respond = currentFake().respond;
    currentFake().respond = (call) => (call.table === 'posts' && !stepValue(call, 'in', 'id') ? { data: [asFeedRow(existing, VIEWER_ID)] } : respond(call));
    renderRemote(<FeedPage />);
    await screen.findByText('Already here');

    act(() => currentFake().emit('posts', 'INSERT', { new: { id: incoming[0]!.id, user_id: OTHER_ID } }));
    expect((await screen.findByTestId('new-posts-bar')).textContent).toContain('1 new post');
    act(() => currentFake().emit('posts', 'INSERT', { new: { id: incoming[1]!.id, user_id: OTHER_ID } }));
    expect(screen.getByTestId('new-posts-bar').textContent).toContain('2 new posts');
    // The viewer's own posts from elsewhere are not announced; the list has not moved.
    act(() => currentFake().emit('posts', 'INSERT', { new: { id: makePost().id, user_id: VIEWER_ID } }));
    expect(screen.getByTestId('new-posts-bar').textContent).toContain('2 new posts');
    expect(cards()).toHaveLength(1);

    await userEvent.click(screen.getByTestId('new-posts-bar'));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByTestId('new-posts-bar')).toBeNull();
    expect(within(cards()[2]!).getByTestId('post-content').textContent).toBe('Already here');
    const reveal = currentFake().calls.filter((call) => stepValue(call, 'in', 'id'));
    expect(reveal).toHaveLength(1);
    expect(new Set(stepValue(reveal[0]!, 'in', 'id') as string[])).toEqual(new Set(incoming.map((post) => post.id)));
  });

  it('update like and comment counts in place', async () => {
    const post = makePost({ likes_count: 1, comments_count: 0 });
    serve({ posts: [post] });
    renderRemote(<FeedPage />);
    await screen.findByTestId('like-button');
    act(() => currentFake().emit('posts', 'UPDATE', { new: { ...asRow(post), likes_count: 5, comments_count: 2 } }));
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('5'));
    expect(screen.getByRole('button', { name: '2 comments' })).toBeTruthy();
  });

  it('refresh an open comment list when another member comments', async () => {
    const post = makePost({ comments_count: 0 });
    const state = { posts: [post], comments: [] as FeedComment[] };
    serve(state);
    renderRemote(<FeedPage />);
    await userEvent.click(await screen.findByRole('button', { name: '0 comments' }));
    await screen.findByText('No comments yet. Start the conversation.');
    const comment = makeComment({ post_id: post.id, user_id: OTHER_ID, content: 'Live comment' });
    state.comments = [comment];
    act(() => currentFake().emit('post_comments', 'INSERT', { new: { id: comment.id, post_id: post.id, user_id: OTHER_ID } }));
    expect(await screen.findByText('Live comment')).toBeTruthy();
  });

  it('remove a deleted post', async () => {
    const post = makePost({ content: 'Soon gone' });
    serve({ posts: [post, makePost({ content: 'Stays' })] });
    renderRemote(<FeedPage />);
    await screen.findByText('Soon gone');
    act(() => currentFake().emit('posts', 'DELETE', { old: { id: post.id } }));
    await waitFor(() => expect(screen.queryByText('Soon gone')).toBeNull());
    expect(screen.getByText('Stays')).toBeTruthy();
  });

  it('close the channel when the page goes', async () => {
    serve({ posts: [] });
    const { unmount } = renderRemote(<FeedPage />);
    await screen.findByTestId('empty-feed');
    expect(currentFake().channels()).toBe(1);
    unmount();
    expect(currentFake().channels()).toBe(0);
  });
});

describe('signed out', () => {
  it('asks a visitor to sign in and reads nothing', () => {
    signInAs(null);
    renderRemote(<FeedPage />);
    expect(screen.getByText('Sign in to see the Network Feed.')).toBeTruthy();
    expect(currentFake().calls).toHaveLength(0);
  });
});
