import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import type { EventFormValues } from '../utils/event-form-schema.ts';

/**
 * Creates an event for her chapter. Approval and attendee count are the database's: it approves at once only
 * an approved president's event for her own chapter (the moderator's is reviewed like anyone's).
 */
export async function createChapterEvent(
  input: { viewerId: string; chapterId: number | null; values: EventFormValues },
  client: DivaClient = getSupabase(),
): Promise<{ id: string; approved: boolean }> {
  const { values } = input;
  return unwrap(
    await client
      .from('events')
      .insert({
        title: values.title.trim(),
        date: values.date,
        time: values.time,
        location: values.location.trim(),
        type: values.type,
        address: values.type === 'in-person' ? values.address.trim() : null,
        max_attendees: values.max_attendees,
        chapter_id: input.chapterId,
        created_by: input.viewerId,
        current_attendees: 0,
        approved: false,
      })
      .select('id, approved')
      .single(),
  );
}
