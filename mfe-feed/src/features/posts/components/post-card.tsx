import { paths } from '@diva/contracts';
import { Anchor, Badge, Box, Button, Card, Group, InitialsAvatar, RelativeTime, TagList, Text } from '@diva/ui';
import { type ReactNode, useId, useState } from 'react';
import { Link } from '@diva/router';
import { CommentIcon, TrophyIcon } from '@diva/ui/icons';
import { useSessionUser } from '@diva/core';
import { authorName, type FeedPost } from '../../../lib/feed-types.ts';
import { FEED_TEXTS } from '../../../texts.ts';
import { DeferredOwnPostMenu } from './deferred-own-post-menu.tsx';
import { LikeButton } from './like-button.tsx';

export interface PostCardSlots {
  /** The menu of another member's post (View Profile, Request Connection); her own posts get Edit and Delete instead. */
  renderMenu?: (post: FeedPost) => ReactNode;
  /** The comments panel, rendered while it is open (so it loads the first time it opens). */
  renderComments?: (post: FeedPost) => ReactNode;
}

/** One post. Members' text is rendered as text (React escapes it): markup shows as typed and never runs. */
/** Position in the feed (aria-posinset / aria-setsize of the article). */
export interface FeedPosition {
  index: number;
  size: number;
}

export function PostCard({ post, position, renderMenu, renderComments }: { post: FeedPost; position?: FeedPosition } & PostCardSlots) {
  const [showComments, setShowComments] = useState(false);
  const id = useId();
  const name = authorName(post.author);
  const profile = paths.profile(post.user_id);
  const comments = post.comments_count;
  const isOwn = useSessionUser()?.id === post.user_id;

  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby={`${id}-author`}
      aria-posinset={position ? position.index + 1 : undefined}
      aria-setsize={position?.size}
      data-testid="post-card"
      data-post-id={post.id}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {/* The name below is the focusable link; the avatar repeats it for pointer users only. */}
          <Link to={profile} tabIndex={-1} aria-hidden="true">
            <InitialsAvatar displayName={post.author?.display_name} src={post.author?.avatar_url} radius="xl" size={42} />
          </Link>
          <Box miw={0}>
            <Anchor component={Link} to={profile} fw={600} c="inherit" id={`${id}-author`} lineClamp={1} title={name} data-testid="post-author">
              {name}
            </Anchor>
            {/* The achievement flag sits under the name, beside the age, not in the header's row: there, beside the
                menu, it left a phone's card no room and pushed past its edge. */}
            <Group gap={6} wrap="wrap" data-testid="post-meta">
              <Text size="xs" c="dimmed" data-testid="post-age">
                <RelativeTime value={post.created_at} format="post-age" />
                {post.edited_at ? <span data-testid="post-edited"> · {FEED_TEXTS.edited}</span> : null}
              </Text>
              {post.isAchievement ? (
                <Badge color="gold" variant="light" size="sm" leftSection={<TrophyIcon size={12} />} data-testid="achievement-flag">
                  Achievement
                </Badge>
              ) : null}
            </Group>
          </Box>
        </Group>
        <Box style={{ flexShrink: 0 }}>{isOwn ? <DeferredOwnPostMenu post={post} /> : renderMenu?.(post)}</Box>
      </Group>

      <Text mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="post-content">
        {post.content}
      </Text>
      {post.tags.length > 0 ? (
        <Box mt="sm" data-testid="post-tags">
          <TagList tags={post.tags} />
        </Box>
      ) : null}

      <Group mt="md" gap="xs">
        <LikeButton post={post} />
        <Button
          variant="ghost"
          size="sm"
          leftSection={<CommentIcon />}
          aria-expanded={showComments}
          aria-controls={`${id}-comments`}
          onClick={() => setShowComments((open) => !open)}
          data-testid="comments-toggle"
        >
          {comments} {comments === 1 ? 'comment' : 'comments'}
        </Button>
      </Group>
      {showComments ? (
        <Box id={`${id}-comments`} mt="sm">
          {renderComments?.(post)}
        </Box>
      ) : null}
    </Card>
  );
}
