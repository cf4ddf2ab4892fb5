import { LIMITS } from '@diva/core';
import { CONNECTION_TEXTS } from '@diva/core/texts';
import { Button, CharacterCounter, Group, Stack, Text, Textarea } from '@diva/ui';
import { ConfirmDialog, Modal } from '@diva/ui/overlays';
import { type FormEvent, useId, useState } from 'react';
import { CONNECTION_STATE_TEXTS as T } from '../../../texts.ts';

export interface ConnectionDialogsProps {
  kind: 'request' | 'remove';
  name: string;
  busy: boolean;
  onClose: () => void;
  onRequest: (message: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/** Request Connection with its optional message (500 characters, counted as typed), or Remove's confirmation. */
export default function ConnectionDialogs({ kind, name, busy, onClose, onRequest, onRemove }: ConnectionDialogsProps) {
  const [message, setMessage] = useState('');
  const counterId = useId();
  if (kind === 'remove') {
    return (
      <ConfirmDialog opened onClose={onClose} onConfirm={onRemove} loading={busy} destructive title={CONNECTION_TEXTS.removeTitle} message={CONNECTION_TEXTS.removeMessage} confirmLabel="Remove" />
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void onRequest(message);
  };
  return (
    <Modal opened onClose={onClose} title={T.requestConnection} centered radius="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">
            Send <strong>{name}</strong> a connection request. A short note about why you would like to connect helps.
          </Text>
          <Textarea
            label="Message (optional)"
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
              <Button variant="ghost" onClick={onClose} type="button">
                Cancel
              </Button>
              <Button type="submit" variant="glamour" loading={busy}>
                Send Request
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
