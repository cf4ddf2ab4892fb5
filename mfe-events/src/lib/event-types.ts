/** Events and RSVPs as this area reads them (from the `event_details` view: the address only when allowed). */
export type RsvpStatus = 'attending' | 'waitlisted';

export interface EventRow {
  id: string;
  title: string;
  description: string | null;
  date: string;
  time: string;
  location: string;
  type: 'online' | 'in-person';
  chapter_id: number | null;
  max_attendees: number;
  current_attendees: number;
  price: number;
  image_url: string | null;
  /** Null when the viewer may not see it yet (the database decides). */
  address: string | null;
  show_address_before_rsvp: boolean;
  created_by: string;
  approved: boolean;
  updated_at: string;
  /** The zone its date and time are in: the chapter's, or UTC for a network event (the database says). */
  time_zone: string;
  /** The instant it starts (the database computes it from the date, the time and the zone). */
  starts_at: string;
}

/** An event with the viewer's own RSVP (null when she has none). */
export interface ViewerEvent extends EventRow {
  myStatus: RsvpStatus | null;
  /** Created by an approved chapter president ("Local Chapter Events"). */
  byPresident: boolean;
}

export const EVENT_COLUMNS =
  'id, title, description, date, time, location, type, chapter_id, max_attendees, current_attendees, price, image_url, address, show_address_before_rsvp, created_by, approved, updated_at, time_zone, starts_at';

/** RSVP statuses this area shows; others ('maybe', 'not_attending') count as none. */
export const asRsvpStatus = (status: string | null | undefined): RsvpStatus | null =>
  status === 'attending' || status === 'waitlisted' ? status : null;
