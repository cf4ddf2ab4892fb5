import { useContentReadyMark } from '@diva/contracts';
import { useSessionStatus, useSessionUser } from '@diva/core';
import { Box, Card, Container, ErrorState, Stack, Text, Title } from '@diva/ui';
import { Composer } from '../features/composer/components/composer.tsx';
import { DeferredCommentsPanel, preloadCommentsPanel } from '../features/comments/components/deferred-comments-panel.tsx';
import { DeferredPostMenu } from '../features/connections/components/deferred-post-menu.tsx';
import { useFeedPosts } from '../features/posts/api/get-feed-posts.ts';
import { EmptyFeed } from '../features/posts/components/empty-feed.tsx';
import { FeedSkeleton } from '../features/posts/components/feed-skeleton.tsx';
import { NewPostsBar } from '../features/posts/components/new-posts-bar.tsx';
import { PostList } from '../features/posts/components/post-list.tsx';
import { useLiveFeed } from '../features/posts/hooks/use-live-feed.ts';
import { loadErrorText } from '../features/posts/utils/load-error-text.ts';
import { DeferredReportDialog } from '../features/reports/components/deferred-report-dialog.tsx';
import { authorName, type FeedPost } from '../lib/feed-types.ts';
import { type ReactNode, useEffect, useState } from 'react';

/** The Network Feed: composer, the live "new posts" bar and the 50 newest posts. */
export function FeedPage() {
  const viewerId = useSessionUser()?.id;
  const status = useSessionStatus();
  const feed = useFeedPosts();
  const live = useLiveFeed(viewerId);
  const [reportingPostId, setReportingPostId] = useState<string | null>(null);
  // Once the posts show, the comments panel's code follows, so that opening one does not wait for it.
  const postsShown = feed.data !== undefined;
  // The first post card (or the empty feed's words) on screen: what a member waits for.
  useContentReadyMark('feed', postsShown);
  useEffect(() => {
    if (!postsShown) return undefined;
    const timer = window.setTimeout(preloadCommentsPanel, 1000);
    return () => window.clearTimeout(timer);
  }, [postsShown]);

  const renderMenu = (post: FeedPost) =>
    post.user_id === viewerId ? null : (
      <DeferredPostMenu userId={post.user_id} name={authorName(post.author)} onReport={() => setReportingPostId(post.id)} />
    );
  const renderComments = (post: FeedPost) => <DeferredCommentsPanel postId={post.id} />;

  const showIncoming = async () => {
    await live.showIncoming();
    document.getElementById('feed-top')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  let body: ReactNode;
  if (status === 'signed-out') {
    body = (
      <Card withBorder radius="lg" padding="xl">
        <Text ta="center">Sign in to see the Network Feed.</Text>
      </Card>
    );
  } else if (feed.data) {
    body = feed.data.length === 0 ? <EmptyFeed /> : <PostList posts={feed.data} renderMenu={renderMenu} renderComments={renderComments} />;
  } else if (feed.isError) {
    // In place of the list, once: the spec's words for what failed, and Retry (no toast as well).
    const text = loadErrorText(feed.error);
    body = (
      <ErrorState
        data-testid="feed-load-error"
        title={text.title}
        message={text.message}
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
        retryLabel="Try again"
      />
    );
  } else {
    body = <FeedSkeleton />;
  }

  return (
    <Container size={680} px={{ base: 0, sm: 'md' }} data-testid="feed-page">
      <Stack gap="md">
        <header id="feed-top">
          <Title order={1} size="h2">
            Network Feed
          </Title>
          <Text c="dimmed">Share your wins, ask for help and cheer each other on.</Text>
        </header>
        <Composer />
        <Box>
          <NewPostsBar count={live.incomingCount} loading={live.revealing} onShow={() => void showIncoming()} />
          {body}
        </Box>
      </Stack>
      {reportingPostId ? <DeferredReportDialog postId={reportingPostId} onClose={() => setReportingPostId(null)} /> : null}
    </Container>
  );
}
