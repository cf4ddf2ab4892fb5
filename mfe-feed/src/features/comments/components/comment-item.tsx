import { paths } from '@diva/contracts';
import { useSessionUser } from '@diva/core';
import { Anchor, Box, Button, Group, InitialsAvatar, RelativeTime, showToast, Text } from '@diva/ui';
import { ConfirmDialog } from '@diva/ui/overlays';
import { Link } from '@diva/router';
import { useState } from 'react';
import { authorName, type FeedComment } from '../../../lib/feed-types.ts';
import { FEED_TEXTS } from '../../../texts.ts';
import { useDeleteComment } from '../api/delete-comment.ts';

export function CommentItem({ comment }: { comment: FeedComment }) {
  const isOwn = useSessionUser()?.id === comment.user_id;
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
          {isOwn ? <DeleteOwnComment comment={comment} /> : null}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-content">
          {comment.content}
        </Text>
      </Box>
    </Group>
  );
}

/** Her own comment: Delete, after a confirmation. */
function DeleteOwnComment({ comment }: { comment: FeedComment }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(comment);
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      setConfirming(false);
    } catch {
      showToast(FEED_TEXTS.deleteCommentFailed);
    }
  };
  return (
    <>
      <Button variant="link" size="sm" ml="auto" onClick={() => setConfirming(true)} disabled={remove.isPending} data-testid="delete-comment">
        {FEED_TEXTS.deleteComment}
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title={FEED_TEXTS.deleteCommentTitle}
        message={FEED_TEXTS.deleteCommentMessage}
        confirmLabel={FEED_TEXTS.deleteComment}
        destructive
        loading={remove.isPending}
      />
    </>
  );
}
