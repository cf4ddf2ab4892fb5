import { paths } from '@diva/contracts';
import { Anchor, Badge, Card, Group, RelativeTime, Stack, TagList, Text, Title } from '@diva/ui';
import { HeartIcon, TrophyIcon } from '@diva/ui/icons';
import { Link } from '@diva/router';
import type { ProfilePost } from '../../../lib/profile-types.ts';

/** Her five newest posts, with the viewer's like state and shared achievements flagged. */
export function RecentPosts({ posts }: { posts: readonly ProfilePost[] }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="recent-posts-title" data-testid="recent-posts">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="recent-posts-title">
          Recent Posts
        </Title>
        <Anchor component={Link} to={paths.timeline()} size="sm">
          Network Feed
        </Anchor>
      </Group>
      {posts.length === 0 ? (
        <Text c="dimmed" size="sm">
          No posts yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {posts.map((post) => (
            <Card key={post.id} component="li" withBorder radius="md" padding="md" data-testid="profile-post">
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed">
                  <RelativeTime value={post.created_at} format="post-age" />
                </Text>
                {post.isAchievement ? (
                  <Badge color="gold" variant="light" leftSection={<TrophyIcon size={12} />} data-testid="achievement-flag">
                    Achievement
                  </Badge>
                ) : null}
              </Group>
              <Text mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {post.content}
              </Text>
              {post.tags.length > 0 ? <TagList tags={post.tags} /> : null}
              <Group gap="md" mt="xs">
                <Text size="sm" c={post.isLiked ? 'glamour' : 'dimmed'} data-liked={post.isLiked} data-testid="profile-post-likes">
                  <HeartIcon size={14} filled={post.isLiked} /> {post.likes_count} {post.likes_count === 1 ? 'like' : 'likes'}
                  {post.isLiked ? ' (you liked this)' : ''}
                </Text>
                <Text size="sm" c="dimmed">
                  {post.comments_count} {post.comments_count === 1 ? 'comment' : 'comments'}
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
