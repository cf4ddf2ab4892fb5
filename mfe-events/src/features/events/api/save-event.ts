import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import type { EventFormValues } from '../utils/event-form-schema.ts';

/**
 * Creates (no id) or updates (id) an event: one request. Approval, attendee count and creation time are the
 * database's: it approves only an approved president's events for her own chapter.
 */
export async function saveEvent(
  input: { viewerId: string; id?: string; values: EventFormValues },
  client: DivaClient = getSupabase(),
): Promise<{ id: string; approved: boolean }> {
  const { values } = input;
  const fields = {
    title: values.title,
    description: values.description || null,
    date: values.date,
    time: values.time,
    location: values.location,
    type: values.type,
    address: values.type === 'in-person' ? values.address || null : null,
    max_attendees: values.max_attendees,
    price: values.price,
    image_url: values.image_url || null,
    chapter_id: values.chapter_id,
  };
  if (input.id) {
    return unwrap(await client.from('events').update(fields).eq('id', input.id).select('id, approved').single());
  }
  return unwrap(
    await client
      .from('events')
      .insert({ ...fields, created_by: input.viewerId, current_attendees: 0, approved: false })
      .select('id, approved')
      .single(),
  );
}
