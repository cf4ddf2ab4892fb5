import { LIMITS, postContentSchema } from '@diva/core';
import { ActionIcon, Button, Group, showToast, Stack, Text, Textarea } from '@diva/ui';
import { ConfirmDialog, Menu, Modal } from '@diva/ui/overlays';
import { DotsIcon } from '@diva/ui/icons';
import { type FormEvent, useMemo, useState } from 'react';
import { relabelTags } from '../../../lib/auto-label.ts';
import type { FeedPost } from '../../../lib/feed-types.ts';
import { FEED_TEXTS } from '../../../texts.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useUpdatePost } from '../api/update-post.ts';

export interface OwnPostMenuProps {
  post: FeedPost;
}

/** The menu on her own post: Edit (the text, its labels chosen again) and Delete (after a confirmation). */
export default function OwnPostMenu({ post }: OwnPostMenuProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost(post.id);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      setConfirming(false);
      showToast(FEED_TEXTS.postDeleted);
    } catch {
      showToast(FEED_TEXTS.deletePostFailed);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" radius="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={FEED_TEXTS.ownPostOptions} data-testid="own-post-menu">
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setEditing(true)}>{FEED_TEXTS.editPost}</Menu.Item>
          <Menu.Item color="red" onClick={() => setConfirming(true)}>
            {FEED_TEXTS.deletePost}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {editing ? <EditPostDialog post={post} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
        title={FEED_TEXTS.deletePostTitle}
        message={FEED_TEXTS.deletePostMessage}
        confirmLabel={FEED_TEXTS.deletePost}
        destructive
        loading={remove.isPending}
      />
    </>
  );
}

function EditPostDialog({ post, onClose }: { post: FeedPost; onClose: () => void }) {
  const [content, setContent] = useState(post.content);
  const update = useUpdatePost(post);
  const tags = useMemo(() => (content.trim() ? relabelTags(content, post.tags) : []), [content, post.tags]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = postContentSchema.safeParse(content);
    if (!parsed.success) {
      showToast(FEED_TEXTS.contentRequired);
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      showToast(FEED_TEXTS.postUpdated);
      onClose();
    } catch {
      showToast(FEED_TEXTS.editFailed);
    }
  };

  return (
    <Modal opened onClose={onClose} title={FEED_TEXTS.editPostTitle} centered radius="lg" returnFocus trapFocus>
      <form onSubmit={(event) => void save(event)}>
        <Stack gap="sm">
          <Textarea
            aria-label="Post content"
            autosize
            minRows={3}
            maxRows={12}
            maxLength={LIMITS.post}
            value={content}
            onChange={(event) => setContent(event.currentTarget.value)}
            data-autofocus
            data-testid="edit-post-input"
          />
          {tags.length > 0 ? (
            <Text size="xs" c="dimmed" data-testid="edit-post-tags">
              Tags: {tags.join(', ')}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="glamour" disabled={content.trim().length === 0} loading={update.isPending}>
              {FEED_TEXTS.saveEdit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
