import { ConfirmDialog } from '@diva/ui/overlays';
import { COACH_TEXTS } from '../../../texts.ts';

/** Asks before deleting a session (loaded on demand). */
export default function DeleteSessionDialog({ name, onCancel, onConfirm }: { name: string; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      opened
      onClose={onCancel}
      onConfirm={onConfirm}
      title={COACH_TEXTS.deleteTitle}
      message={`${name}: ${COACH_TEXTS.deleteMessage}`}
      confirmLabel="Delete"
      destructive
    />
  );
}
