import { paths } from '@diva/contracts';
import { useSessionStatus } from '@diva/core';
import { Anchor, Card, Container, EmptyState, ErrorState, Stack, Text, Title } from '@diva/ui';
import { Link, useParams } from '@diva/router';
import type { ReactNode } from 'react';
import { DeferredCommentsPanel } from '../features/comments/components/deferred-comments-panel.tsx';
import { useFeedPost } from '../features/posts/api/get-feed-post.ts';
import { FeedSkeleton } from '../features/posts/components/feed-skeleton.tsx';
import { PostList } from '../features/posts/components/post-list.tsx';

/** A post's permalink (`/app/timeline/post/:postId`, where the header search opens a post): the one post with its comments. */
export function PostPage() {
  const { postId = '' } = useParams();
  const status = useSessionStatus();
  const post = useFeedPost(postId);

  let body: ReactNode;
  if (status === 'signed-out') {
    body = (
      <Card withBorder radius="lg" padding="xl">
        <Text ta="center">Sign in to see the Network Feed.</Text>
      </Card>
    );
  } else if (post.data) {
    body = <PostList posts={[post.data]} renderComments={(p) => <DeferredCommentsPanel postId={p.id} />} />;
  } else if (post.data === null) {
    body = <EmptyState data-testid="post-not-found" title="Post not found" message="This post was deleted, or the link is wrong." />;
  } else if (post.isError) {
    body = <ErrorState message="The post could not be loaded." onRetry={() => void post.refetch()} retrying={post.isFetching} retryLabel="Try again" />;
  } else {
    body = <FeedSkeleton />;
  }

  return (
    <Container size={680} px={{ base: 0, sm: 'md' }} data-testid="post-page">
      <Stack gap="md">
        <Anchor component={Link} to={paths.timeline()} size="sm">
          Network Feed
        </Anchor>
        <Title order={1} size="h2">
          Post
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
