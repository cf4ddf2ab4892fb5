import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import type { ChapterSettings } from '../utils/settings-schema.ts';

/**
 * Saves her chapter's settings. Row-level security lets only the chapter's approved president (or the admin)
 * change it; a trigger refuses a non-https cover and a malformed e-mail (22023). An empty cover keeps the old one.
 */
export async function saveChapterSettings(chapterId: number, values: ChapterSettings, client: DivaClient = getSupabase()): Promise<void> {
  const cover = values.cover_image_url.trim();
  const rows = unwrap<{ id: number }[]>(
    await client
      .from('chapters')
      .update({
        description: values.description.trim(),
        president_email: values.president_email.trim() || null,
        ...(cover ? { cover_image_url: cover } : {}),
      })
      .eq('id', chapterId)
      .select('id'),
  );
  if (rows.length === 0) throw new Error('not saved');
}
