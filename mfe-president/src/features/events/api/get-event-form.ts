import { type DivaClient, getSupabase, unwrap } from '@diva/core';
import type { EventFormValues } from '../utils/event-form-schema.ts';

/** Her event's current values for the edit form; the address comes through event_details (hidden otherwise). */
export async function fetchEventForm(eventId: string, client: DivaClient = getSupabase()): Promise<EventFormValues> {
  const row = unwrap<{
    title: string;
    date: string;
    time: string;
    location: string;
    type: string;
    address: string | null;
    max_attendees: number;
  }>(await client.from('event_details').select('title, date, time, location, type, address, max_attendees').eq('id', eventId).single());
  return {
    title: row.title,
    date: row.date,
    time: row.time.slice(0, 5),
    location: row.location,
    type: row.type === 'online' ? 'online' : 'in-person',
    address: row.address ?? '',
    max_attendees: row.max_attendees,
  };
}
