import { type DivaClient, getSupabase, unwrap, useSessionUser, z } from '@diva/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';

export const membershipInput = z.object({
  viewerId: z.guid(),
  chapterId: z.int().check(z.minimum(1)),
  /** true: join; false: leave. */
  join: z.boolean(),
});
export type MembershipInput = z.infer<typeof membershipInput>;

/** Joins (insert) or leaves (delete) a chapter as the viewer; the database keeps the member count. */
export async function setMembership(input: MembershipInput, client: DivaClient = getSupabase()): Promise<void> {
  const { viewerId, chapterId, join } = membershipInput.parse(input);
  if (join) unwrap(await client.from('chapter_members').insert({ chapter_id: chapterId, user_id: viewerId }));
  else unwrap(await client.from('chapter_members').delete().eq('chapter_id', chapterId).eq('user_id', viewerId));
}

/** Join or Leave Chapter; it stays pending until the chapter is read again, so the button never shows a stale state. */
export function useSetMembership(chapterId: number) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: eventsKeys.chapterActions(chapterId),
    mutationFn: (join: boolean) => setMembership({ viewerId: viewerId!, chapterId, join }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}
