import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** Joins (insert) or leaves (delete) a chapter as the viewer; the database keeps the member count. */
export async function setMembership(input: { viewerId: string; chapterId: number; join: boolean }, client: DivaClient = getSupabase()): Promise<void> {
  const { viewerId, chapterId, join } = input;
  if (join) unwrap(await client.from('chapter_members').insert({ chapter_id: chapterId, user_id: viewerId }));
  else unwrap(await client.from('chapter_members').delete().eq('chapter_id', chapterId).eq('user_id', viewerId));
}
