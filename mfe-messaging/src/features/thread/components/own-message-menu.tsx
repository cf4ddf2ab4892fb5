import { messageContentSchema } from '@diva/core';
import { errorToast } from '@diva/core/texts';
import { ActionIcon, Button, Group, showToast, Stack, Textarea } from '@diva/ui';
import { DotsIcon } from '@diva/ui/icons';
import { ConfirmDialog, Menu, Modal } from '@diva/ui/overlays';
import { type FormEvent, useState } from 'react';
import { EDIT_WINDOW_MS, type Message } from '../../../lib/messaging-types.ts';
import { MESSAGING_TEXTS } from '../../../texts.ts';
import { useDeleteMessage } from '../api/delete-message.ts';
import { useEditMessage } from '../api/edit-message.ts';

export interface OwnMessageMenuProps {
  message: Message;
}

/** The server's refusal of a late edit, in words; any other failure is a plain one. */
const editFailureText = (error: unknown): string =>
  error && typeof error === 'object' && 'code' in error && error.code === '22023' ? MESSAGING_TEXTS.editWindowPassed : MESSAGING_TEXTS.editFailed;

/**
 * Beside her own message: Edit while it is less than 15 minutes old (the server has the last word) and Delete
 * after a confirmation.
 */
export default function OwnMessageMenu({ message }: OwnMessageMenuProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [canEdit, setCanEdit] = useState(false);
  const remove = useDeleteMessage(message.conversation_id);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(message.id);
      setConfirming(false);
    } catch {
      showToast(errorToast(MESSAGING_TEXTS.deleteFailed));
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal onOpen={() => setCanEdit(Date.now() - Date.parse(message.created_at) < EDIT_WINDOW_MS)}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size={40} aria-label={MESSAGING_TEXTS.ownMessageOptions} data-testid="own-message-menu">
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canEdit ? (
            <Menu.Item onClick={() => setEditing(true)} data-testid="edit-message">
              {MESSAGING_TEXTS.editMessage}
            </Menu.Item>
          ) : null}
          <Menu.Item color="red" onClick={() => setConfirming(true)} data-testid="delete-message">
            {MESSAGING_TEXTS.deleteMessage}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {editing ? <EditMessageDialog message={message} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
        title={MESSAGING_TEXTS.deleteMessageTitle}
        message={MESSAGING_TEXTS.deleteMessageHelp}
        confirmLabel={MESSAGING_TEXTS.deleteMessage}
        destructive
        loading={remove.isPending}
      />
    </>
  );
}

function EditMessageDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const [content, setContent] = useState(message.content);
  const edit = useEditMessage(message.conversation_id);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (edit.isPending) return;
    const parsed = messageContentSchema.safeParse(content);
    if (!parsed.success) return;
    try {
      await edit.mutateAsync({ messageId: message.id, content: parsed.data });
      onClose();
    } catch (error) {
      showToast(errorToast(editFailureText(error)));
    }
  };

  return (
    <Modal opened onClose={onClose} title={MESSAGING_TEXTS.editMessageTitle} centered radius="lg" returnFocus trapFocus>
      <form onSubmit={(event) => void save(event)}>
        <Stack gap="sm">
          <Textarea
            aria-label={MESSAGING_TEXTS.editMessageTitle}
            autosize
            minRows={2}
            maxRows={8}
            value={content}
            onChange={(event) => setContent(event.currentTarget.value)}
            data-autofocus
            data-testid="edit-message-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="ghost" onClick={onClose}>
              {MESSAGING_TEXTS.cancelEdit}
            </Button>
            <Button type="submit" variant="glamour" disabled={content.trim().length === 0} loading={edit.isPending}>
              {MESSAGING_TEXTS.saveEdit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
