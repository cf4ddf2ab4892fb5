import { paths } from '@diva/contracts';
import { Anchor, Box, Group, InitialsAvatar, RelativeTime, Text } from '@diva/ui';
import { Link } from '@diva/router';
import { authorName, type FeedComment } from '../../../lib/feed-types.ts';

export function CommentItem({ comment }: { comment: FeedComment }) {
  return (
    <Group component="li" gap="sm" align="flex-start" wrap="nowrap" data-testid="comment-item">
      <InitialsAvatar displayName={comment.author?.display_name} src={comment.author?.avatar_url} radius="xl" size={30} />
      <Box miw={0} bg="gray.0" px="sm" py={6} style={{ borderRadius: 12, flex: 1 }}>
        <Group gap={6}>
          <Anchor component={Link} to={paths.profile(comment.user_id)} size="sm" fw={600} c="inherit">
            {authorName(comment.author)}
          </Anchor>
          <Text size="xs" c="dimmed">
            <RelativeTime value={comment.created_at} format="post-age" />
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-content">
          {comment.content}
        </Text>
      </Box>
    </Group>
  );
}
