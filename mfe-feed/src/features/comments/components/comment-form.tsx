import { LIMITS } from '@diva/core';
import { ActionIcon, CharacterCounter, Group, TextInput } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { SendIcon } from '@diva/ui/icons';
import { useAddComment } from '../api/add-comment.ts';

/** Comment input: at most 2000 characters, empty (after trimming) ignored, send disabled while empty or sending. */
export function CommentForm({ postId }: { postId: string }) {
  const [text, setText] = useState('');
  const { send, isPending } = useAddComment(postId);
  const empty = text.trim().length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || isPending) return;
    if (await send(text)) setText('');
  }

  return (
    <form onSubmit={submit} aria-label="Add a comment">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          style={{ flex: 1 }}
          aria-label="Write a comment"
          placeholder="Write a comment..."
          value={text}
          maxLength={LIMITS.comment}
          onChange={(event) => setText(event.currentTarget.value)}
          data-testid="comment-input"
        />
        <ActionIcon type="submit" size="lg" variant="filled" color="glamour" aria-label="Send comment" disabled={empty} loading={isPending}>
          <SendIcon size={16} />
        </ActionIcon>
      </Group>
      <CharacterCounter length={text.length} limit={LIMITS.comment} showFrom={Math.floor(LIMITS.comment * 0.9)} />
    </form>
  );
}
