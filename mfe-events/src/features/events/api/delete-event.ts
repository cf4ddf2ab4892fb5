import { DataError, type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';

export const deleteEventInput = z.object({ eventId: z.guid() });

/** Deletes the viewer's own event (RSVPs go with it). Row-level security hides others' events: 0 rows is a refusal. */
export async function deleteEvent(eventId: string, client: DivaClient = getSupabase()): Promise<void> {
  const input = deleteEventInput.parse({ eventId });
  const rows = unwrap<{ id: string }[]>(await client.from('events').delete().eq('id', input.eventId).select('id'));
  if (rows.length === 0) throw new DataError({ message: 'event not deleted', code: 'PGRST116' });
}

/** Delete on My events; the lists are read again whether it worked or not. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => deleteEvent(eventId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
