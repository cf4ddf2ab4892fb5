import { LIMITS, useSessionUser } from '@diva/core';
import { CONNECTION_TEXTS } from '@diva/core/texts';
import { Button, CharacterCounter, Group, showToast, Stack, Text, Textarea } from '@diva/ui';
import { Modal } from '@diva/ui/overlays';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useRequestConnection } from '../api/request-connection.ts';
import { connectionBlock } from '../utils/connection-rules.ts';

export interface RequestConnectionDialogProps {
  opened: boolean;
  onClose: () => void;
  member: { userId: string; name: string };
}

/** Request Connection with an optional message (at most 500 characters, counted as typed). */
export function RequestConnectionDialog({ opened, onClose, member }: RequestConnectionDialogProps) {
  const viewerId = useSessionUser()?.id;
  const [message, setMessage] = useState('');
  const request = useRequestConnection();
  const sending = useRef(false);
  const counterId = useId();

  const close = () => {
    setMessage('');
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const block = connectionBlock(viewerId, member.userId);
    if (block) {
      showToast(block);
      close();
      return;
    }
    sending.current = true;
    try {
      const outcome = await request.mutateAsync({ requestedId: member.userId, message });
      if (outcome === 'sent') showToast(CONNECTION_TEXTS.sent);
      else if (outcome === 'blocked') showToast(CONNECTION_TEXTS.blocked);
      else showToast(CONNECTION_TEXTS.alreadySent);
      close();
    } catch {
      // The dialog stays open with the message, so nothing is lost.
      showToast(CONNECTION_TEXTS.sendFailed);
    } finally {
      sending.current = false;
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Request Connection" centered radius="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">
            Send <strong>{member.name}</strong> a connection request. A short note about why you would like to connect helps.
          </Text>
          <Textarea
            label="Message (optional)"
            placeholder="Hi! I enjoyed your post and would love to connect."
            autosize
            minRows={3}
            maxRows={8}
            maxLength={LIMITS.connectionMessage}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            aria-describedby={counterId}
            data-autofocus
          />
          <Group justify="space-between">
            <CharacterCounter id={counterId} length={message.length} limit={LIMITS.connectionMessage} />
            <Group gap="xs">
              <Button variant="ghost" onClick={close} type="button">
                Cancel
              </Button>
              <Button type="submit" variant="glamour" loading={request.isPending}>
                Send Request
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
