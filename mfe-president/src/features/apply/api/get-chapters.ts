import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { presidentKeys } from '../../../lib/query-keys.ts';

export interface ChapterOption {
  id: number;
  name: string;
}

/** The 26 chapters a president may apply for (public rows). */
export async function fetchChapters(client: DivaClient = getSupabase()): Promise<ChapterOption[]> {
  return unwrap<ChapterOption[]>(await client.from('chapters').select('id, name').order('id'));
}

export const useChapters = () => useQuery({ queryKey: presidentKeys.chapters, queryFn: () => fetchChapters(), staleTime: Infinity });
