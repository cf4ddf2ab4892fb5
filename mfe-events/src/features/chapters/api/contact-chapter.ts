import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';

export const contactChapterInput = z.object({ presidentId: z.guid() });

/** The viewer's conversation with the chapter's president (made on first contact); returns its id. */
export async function contactChapter(presidentId: string, client: DivaClient = getSupabase()): Promise<string> {
  const input = contactChapterInput.parse({ presidentId });
  const conversation = unwrap<{ id: string }>(await client.rpc('get_or_create_conversation', { other_user_id: input.presidentId }));
  return conversation.id;
}

/** Contact Chapter, as one of the chapter page's actions. */
export function useContactChapter(chapterId: number) {
  return useMutation({
    mutationKey: eventsKeys.chapterActions(chapterId),
    mutationFn: (presidentId: string) => contactChapter(presidentId),
  });
}
