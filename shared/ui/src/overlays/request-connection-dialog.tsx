import { LIMITS, type ConnectionRequestOutcome } from '@diva/core';
import { COMMON_TEXTS, CONNECTION_TEXTS, connectionRequestIntro, type ToastText } from '@diva/core/texts';
import { Modal, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
// Through the package's own first-paint entry (the shared module already loaded), as ConfirmDialog does.
import { Button, CharacterCounter, Group, Stack, Text, showToast } from '@diva/ui';

export interface RequestConnectionDialogProps {
  /** The member she asks. */
  name: string;
  onClose: () => void;
  /** The area's api/ call: resolves with the database's outcome; a rejection is a failed send. */
  onSend: (message: string) => Promise<ConnectionRequestOutcome>;
  /** Said instead of sending when the request cannot be made at all (signed out, herself). */
  refusal?: ToastText | null;
  /**
   * The area's words where the spec gives that area its own: a profile's request is a "connection save"
   * (spec 01: 'Already Connected' on 23505, otherwise 'Failed to save connection'). The feed's by default.
   */
  toasts?: { alreadySent?: ToastText; failed?: ToastText | ((error: unknown) => ToastText | null) };
  /** A message written for her (Who's "Write it for me"); the dialog owns it otherwise. */
  message?: string;
  onMessageChange?: (message: string) => void;
  /** More fields under the message (Who: the assistant's source, the goal it is for). */
  children?: ReactNode;
  /** More buttons beside Send Request (Who: Write it for me). */
  actions?: ReactNode;
}

/**
 * Request Connection, the one dialog of the connection model: an optional message of at most 500 characters
 * counted as typed, Send Request, and the catalogue's toast for each outcome. A second submit while sending is
 * ignored; a failed send keeps the dialog open with what she wrote.
 */
export function RequestConnectionDialog({ name, onClose, onSend, refusal, toasts, message, onMessageChange, children, actions }: RequestConnectionDialogProps) {
  const [ownMessage, setOwnMessage] = useState('');
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const counterId = useId();
  const text = message ?? ownMessage;
  const setText = (next: string) => (onMessageChange ? onMessageChange(next) : setOwnMessage(next));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (refusal) {
      showToast(refusal);
      onClose();
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const outcome = await onSend(text.slice(0, LIMITS.connectionMessage));
      showToast(outcome === 'sent' ? CONNECTION_TEXTS.sent : outcome === 'blocked' ? CONNECTION_TEXTS.blocked : (toasts?.alreadySent ?? CONNECTION_TEXTS.alreadySent));
      onClose();
    } catch (error) {
      const failed = typeof toasts?.failed === 'function' ? toasts.failed(error) : (toasts?.failed ?? CONNECTION_TEXTS.sendFailed);
      // null: the area has said already what failed (Who: the goal could not be linked).
      if (failed) showToast(failed);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={CONNECTION_TEXTS.requestConnection} centered radius="lg">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm">{connectionRequestIntro(name)}</Text>
          <Textarea
            label={CONNECTION_TEXTS.messageLabel}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={LIMITS.connectionMessage}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            aria-describedby={counterId}
            data-autofocus
          />
          <CharacterCounter id={counterId} length={text.length} limit={LIMITS.connectionMessage} />
          {children}
          <Group justify="flex-end" gap="xs">
            {actions}
            <Button variant="ghost" onClick={onClose} type="button">
              {COMMON_TEXTS.cancel}
            </Button>
            <Button type="submit" variant="glamour" loading={sending}>
              {CONNECTION_TEXTS.sendRequest}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
