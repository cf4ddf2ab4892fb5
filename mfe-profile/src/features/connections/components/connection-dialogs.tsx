import { type ConnectionRequestOutcome } from '@diva/core';
import { CONNECTION_TEXTS } from '@diva/core/texts';
import { ConfirmDialog, RequestConnectionDialog } from '@diva/ui/overlays';
import { CONNECTION_STATE_TEXTS as T, connectionSaveFailure } from '../../../texts.ts';

export interface ConnectionDialogsProps {
  kind: 'request' | 'remove';
  name: string;
  busy: boolean;
  onClose: () => void;
  onRequest: (message: string) => Promise<ConnectionRequestOutcome>;
  onRemove: () => Promise<unknown>;
}

// A profile's request is the spec's "connection save": 'Already Connected' on 23505, else 'Failed to save connection'.
const SAVE_TOASTS = { alreadySent: connectionSaveFailure({ code: '23505' }), failed: connectionSaveFailure({}) };

/** The one Request Connection dialog (@diva/ui), or Remove's confirmation; loaded when first opened. */
export default function ConnectionDialogs({ kind, name, busy, onClose, onRequest, onRemove }: ConnectionDialogsProps) {
  if (kind === 'remove') {
    return (
      <ConfirmDialog opened onClose={onClose} onConfirm={onRemove} loading={busy} destructive title={CONNECTION_TEXTS.removeTitle} message={CONNECTION_TEXTS.removeMessage} confirmLabel={T.removeConfirm} />
    );
  }
  return <RequestConnectionDialog name={name} onClose={onClose} onSend={onRequest} toasts={SAVE_TOASTS} />;
}
