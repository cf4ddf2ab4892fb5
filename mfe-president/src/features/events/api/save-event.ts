import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import type { EventFormValues } from '../utils/event-form-schema.ts';

const fieldsOf = (values: EventFormValues) => ({
  title: values.title.trim(),
  date: values.date,
  time: values.time,
  location: values.location.trim(),
  type: values.type,
  address: values.type === 'in-person' ? values.address.trim() : null,
  max_attendees: values.max_attendees,
});

/**
 * Creates an event for her chapter (no id) or edits her own (id). Approval and attendee count are the
 * database's: it approves at once only an approved president's event for her own chapter.
 */
export async function saveChapterEvent(
  input: { viewerId: string; chapterId: number | null; id?: string; values: EventFormValues },
  client: DivaClient = getSupabase(),
): Promise<{ id: string; approved: boolean }> {
  if (input.id) {
    return unwrap(await client.from('events').update(fieldsOf(input.values)).eq('id', input.id).select('id, approved').single());
  }
  return unwrap(
    await client
      .from('events')
      .insert({ ...fieldsOf(input.values), chapter_id: input.chapterId, created_by: input.viewerId, current_attendees: 0, approved: false })
      .select('id, approved')
      .single(),
  );
}
