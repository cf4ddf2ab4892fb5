import { showToast } from '@diva/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAction } from '../lib/admin-action.ts';
import { adminKeys } from '../lib/query-keys.ts';
import { isSessionRefusal } from '../lib/reason.ts';
import { ADMIN_TEXTS } from '../texts.ts';

/**
 * The action a tab asks to confirm, and what follows it: on success a toast and fresh data everywhere in the
 * portal (figures, lists, audit log); on a refusal that means the session is over, a fresh session check (the
 * guard then sends her to the login).
 */
export function useAdminAction() {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<AdminAction | null>(null);
  return {
    action,
    ask: setAction,
    dialogProps: {
      action,
      onClose: () => setAction(null),
      onDone: () => {
        showToast({ ...ADMIN_TEXTS.actionDone, message: action?.title });
        setAction(null);
        void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      },
      onFailed: (error: unknown) => {
        if (isSessionRefusal(error)) void queryClient.invalidateQueries({ queryKey: adminKeys.session });
      },
    },
  };
}
