import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import { useQuery } from '@tanstack/react-query';
import { presidentKeys } from '../../../lib/query-keys.ts';
import type { ChapterSettings } from '../utils/settings-schema.ts';

interface Row {
  description: string;
  cover_image_url: string | null;
  president_email: string | null;
}

/** What the chapter page shows that she may change: description, cover image, contact e-mail. */
export async function fetchChapterSettings(chapterId: number, client: DivaClient = getSupabase()): Promise<ChapterSettings> {
  const row = unwrap<Row>(await client.from('chapters').select('description, cover_image_url, president_email').eq('id', chapterId).single());
  // A generated data: cover from the seed is not an https: URL she typed: the field starts empty then.
  const cover = row.cover_image_url?.startsWith('https://') ? row.cover_image_url : '';
  return { description: row.description, cover_image_url: cover, president_email: row.president_email ?? '' };
}

export const useChapterSettings = (chapterId: number) =>
  useQuery({ queryKey: presidentKeys.chapterSettings(chapterId), queryFn: () => fetchChapterSettings(chapterId) });
