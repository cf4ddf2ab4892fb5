import type { EventRow } from '../../src/lib/event-types.ts';

let sequence = 0;
export const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** An event row as event_details returns it. */
export function makeEvent(overrides: Partial<EventRow> = {}): EventRow {
  sequence += 1;
  return {
    id: uuid(sequence),
    title: `Event ${sequence}`,
    description: null,
    date: '2099-06-01',
    time: '18:30:00',
    location: 'Online',
    type: 'online',
    chapter_id: null,
    max_attendees: 10,
    current_attendees: 0,
    price: 0,
    image_url: null,
    address: null,
    show_address_before_rsvp: true,
    created_by: '22222222-2222-4222-8222-222222222222',
    approved: true,
    updated_at: '2026-11-23T10:00:00Z',
    time_zone: 'UTC',
    starts_at: `${overrides.date ?? '2099-06-01'}T${overrides.time ?? '18:30:00'}Z`,
    ...overrides,
  };
}
