import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { presidentKeys } from '../../../lib/query-keys.ts';

export interface ChapterMember {
  user_id: string;
  display_name: string;
  company: string | null;
  role: string | null;
  chapter_id: number;
  joined_at: string;
}

/** Her chapter's members (the moderator: every chapter's), searched by name or company in the database. */
export async function fetchChapterMembers(search: string, client: DivaClient = getSupabase()): Promise<ChapterMember[]> {
  return unwrap<ChapterMember[]>(await client.rpc('president_chapter_members', { search }));
}

export const useChapterMembers = (search: string) =>
  useQuery({ queryKey: presidentKeys.members(search), queryFn: () => fetchChapterMembers(search), placeholderData: keepPreviousData });
