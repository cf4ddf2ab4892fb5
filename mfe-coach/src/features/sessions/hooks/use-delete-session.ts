import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeSession } from '../../../lib/practice-types.ts';
import { coachKeys } from '../../../lib/query-keys.ts';
import { deleteSession } from '../api/delete-session.ts';
import { COACH_TEXTS } from '../../../texts.ts';

/** Removes the session from the list at once; puts it back with 'Failed to delete session' when the delete fails. */
export function useDeleteSession(userId: string) {
  const queryClient = useQueryClient();
  const key = coachKeys.recent(userId);
  return useMutation({
    mutationFn: (id: string) => deleteSession(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PracticeSession[]>(key);
      queryClient.setQueryData<PracticeSession[]>(key, (list) => list?.filter((s) => s.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      queryClient.setQueryData(key, context?.before);
      showToast({ title: COACH_TEXTS.deleteSessionFailed });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: coachKeys.all }),
  });
}
