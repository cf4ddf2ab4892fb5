import { Modal } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
// Through the package's own first-paint entry: in a federated build that is the shared module the page has
// loaded already, so this entry does not carry a second copy of the button and the layout pieces.
import { Button, Group, Stack, Text } from '@diva/ui';

export interface ConfirmDialogProps {
  opened: boolean;
  /** Cancel, Escape, the close button or a click outside: nothing happens. */
  onClose: () => void;
  /** May return a promise; further confirms are ignored until it settles. */
  onConfirm: () => void | Promise<unknown>;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Deletes and other actions that cannot be undone get the destructive button. */
  destructive?: boolean;
  /** The action is running: confirm spins and is disabled. */
  loading?: boolean;
}

/**
 * Asks before an action (deleting an event, a session, a member). Focus moves into the dialog and returns to
 * the control that opened it when it closes. A second confirm while the first is running is ignored.
 */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  loading = false,
}: ConfirmDialogProps) {
  // A ref, not state: two clicks in one tick both see the state of the last render.
  const running = useRef(false);
  // Promise chaining rather than async/await: the build targets ES5, whose generator helpers would cost this
  // entry about 4 KiB gzip.
  const confirm = () => {
    if (running.current || loading) return;
    running.current = true;
    void Promise.resolve()
      .then(onConfirm)
      .finally(() => {
        running.current = false;
      });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg" returnFocus trapFocus>
      <Stack gap="md">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          {/* Focus starts on the harmless choice. */}
          <Button variant="ghost" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={confirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
