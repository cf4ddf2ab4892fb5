import { Button, Stack, Text } from '@diva/ui';
import { useComments } from '../api/get-comments.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { CommentsSkeleton } from './comments-skeleton.tsx';

/** A post's comments, oldest first, and the input; mounted when the panel first opens. */
export function CommentsPanel({ postId }: { postId: string }) {
  const { data: comments, isPending, isError, refetch, isRefetching } = useComments(postId);
  return (
    <Stack gap="sm" data-testid="comments-panel">
      {isPending ? <CommentsSkeleton /> : null}
      {isError ? (
        <Text size="sm" c="red">
          Comments could not be loaded.{' '}
          <Button variant="link" size="sm" onClick={() => void refetch()} loading={isRefetching}>
            Try again
          </Button>
        </Text>
      ) : null}
      {comments && comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet. Start the conversation.
        </Text>
      ) : null}
      {comments && comments.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comments">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </Stack>
      ) : null}
      <CommentForm postId={postId} />
    </Stack>
  );
}
