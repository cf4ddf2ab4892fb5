import { CharacterCounter, Stack, Text, Textarea } from '@diva/ui';
import { ConfirmDialog } from '@diva/ui/overlays';
import { useId, useState } from 'react';
import { REASON_MAX, failureText, isValidReason } from '../lib/reason.ts';
import { ADMIN_TEXTS } from '../texts.ts';
import type { AdminAction } from '../lib/admin-action.ts';

interface ActionDialogProps {
  action: AdminAction | null;
  onClose: () => void;
  onDone: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * Every admin action is confirmed here: it asks for a short reason (kept in the audit log), shows progress on
 * the confirm button, and says in words why it failed, keeping the dialog open to try again.
 */
export function ActionDialog({ action, onClose, onDone, onFailed }: ActionDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const errorId = useId();

  const close = () => {
    if (running) return;
    setReason('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!action) return;
    if (!isValidReason(reason)) {
      setError(ADMIN_TEXTS.reasonTooShort);
      return;
    }
    setRunning(true);
    setError(null);
    try {
      await action.run(reason.trim());
      setReason('');
      onDone();
    } catch (failure) {
      setError(failureText(action.failure, failure));
      onFailed(failure);
    } finally {
      setRunning(false);
    }
  };

  return (
    <ConfirmDialog
      opened={action !== null}
      onClose={close}
      onConfirm={confirm}
      title={action?.title}
      confirmLabel={action?.confirmLabel}
      cancelLabel={ADMIN_TEXTS.cancel}
      destructive={action?.destructive}
      loading={running}
      message={
        <Stack gap="xs">
          <Text size="sm">{action?.description}</Text>
          <Textarea
            label={ADMIN_TEXTS.reasonLabel}
            description={ADMIN_TEXTS.reasonHint}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            required
            aria-describedby={error ? errorId : undefined}
            disabled={running}
          />
          <CharacterCounter length={reason.length} limit={REASON_MAX} />
          {error ? (
            <Text id={errorId} role="alert" size="sm" c="red.8" data-testid="action-error">
              {error}
            </Text>
          ) : null}
        </Stack>
      }
    />
  );
}
