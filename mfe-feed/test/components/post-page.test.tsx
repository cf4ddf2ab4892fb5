import { paths } from '@diva/contracts';
import { clearToasts } from '@diva/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import type { FeedPost } from '../../src/lib/feed-types.ts';
import { asFeedRow, makePost } from '../support/fixtures.ts';
import { VIEWER_ID, createTestQueryClient, renderRemote, signInAs } from '@diva/test-utils';
import { currentFake, type FakeResponse, type RecordedCall, resetFake, stepValue } from '@diva/test-utils/fake-supabase';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

/** A backend holding these posts (liked by the viewer where isLiked), without achievements or comments. */
function serve(posts: FeedPost[], overrides: (call: RecordedCall) => FakeResponse | undefined = () => undefined) {
  currentFake().respond = (call) => {
    const override = overrides(call);
    if (override) return override;
    const ids = (stepValue(call, 'in', 'id') ?? stepValue(call, 'in', 'post_id')) as string[] | undefined;
    const chosen = ids ? posts.filter((post) => ids.includes(post.id)) : posts;
    if (call.table === 'posts' && call.action === 'select') return { data: chosen.map((post) => asFeedRow(post, VIEWER_ID)) };
    if (call.table === 'post_likes' && call.action === 'select') return { data: chosen.filter((post) => post.isLiked).map((post) => ({ post_id: post.id })) };
    if (call.action === 'select') return { data: [] };
    return { data: null };
  };
}

const postSelects = () => currentFake().calls.filter((call) => call.table === 'posts' && call.action === 'select').length;
const likeOf = (root: HTMLElement) => within(root).getByTestId('like-button');

/** The member read the feed (its cache holds the post), then opened the post's permalink. */
async function openPermalinkAfterTheFeed(post: FeedPost) {
  const queryClient = createTestQueryClient();
  const app = <RemoteApp basePath={paths.timeline()} />;
  const feed = renderRemote(app, { route: paths.timeline(), path: `${paths.timeline()}/*`, queryClient });
  await screen.findByTestId('post-card');
  feed.unmount();
  renderRemote(app, { route: paths.post(post.id), path: `${paths.timeline()}/*`, queryClient });
  return within(await screen.findByTestId('post-page')).findByTestId('post-card');
}

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});
afterEach(async () => {
  await clearToasts();
});

it('a like on the permalink shows there at once, and back on the timeline without waiting for a refetch', async () => {
  const post = makePost({ likes_count: 2 });
  serve([post]);
  const card = await openPermalinkAfterTheFeed(post);
  await userEvent.click(likeOf(card));
  expect(likeOf(card).getAttribute('aria-pressed')).toBe('true');
  expect(within(likeOf(card)).getByTestId('like-count').textContent).toBe('3');
  await vi.waitFor(() => expect(currentFake().calls.some((call) => call.table === 'post_likes' && call.action === 'insert')).toBe(true));

  // From here on the server never answers a read: the timeline can only show what its cache holds.
  const reads = postSelects();
  serve([post], (call) => (call.action === 'select' ? (new Promise<FakeResponse>(() => undefined) as never) : undefined));
  await userEvent.click(screen.getByRole('link', { name: 'Network Feed' }));
  const back = await within(await screen.findByTestId('post-list')).findByTestId('post-card');
  expect(screen.queryByTestId('post-page')).toBeNull();
  expect(likeOf(back).getAttribute('aria-pressed')).toBe('true');
  expect(within(likeOf(back)).getByTestId('like-count').textContent).toBe('3');
  expect(postSelects() - reads).toBeLessThanOrEqual(1); // at most the background refetch, still unanswered
});

it("a refused like on the permalink reverts there and in the feed, with 'Failed to update like. Please try again'", async () => {
  const post = makePost({ likes_count: 4, isLiked: true });
  serve([post], (call) => (call.table === 'post_likes' && call.action === 'delete' ? { error: { message: 'boom', code: 'XX000' }, status: 500 } : undefined));
  const card = await openPermalinkAfterTheFeed(post);
  await userEvent.click(likeOf(card));
  expect(await screen.findByText('Failed to update like. Please try again')).toBeTruthy();
  expect(likeOf(card).getAttribute('aria-pressed')).toBe('true');
  expect(within(likeOf(card)).getByTestId('like-count').textContent).toBe('4');

  serve([post], (call) => (call.action === 'select' ? (new Promise<FakeResponse>(() => undefined) as never) : undefined));
  await userEvent.click(screen.getByRole('link', { name: 'Network Feed' }));
  const back = await within(await screen.findByTestId('post-list')).findByTestId('post-card');
  expect(likeOf(back).getAttribute('aria-pressed')).toBe('true');
  expect(within(likeOf(back)).getByTestId('like-count').textContent).toBe('4');
});
