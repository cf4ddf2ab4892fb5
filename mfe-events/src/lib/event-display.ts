import { formatDate } from '@diva/core';
import type { EventRow } from './event-types.ts';

export type EventDisplayStatus = 'Pending Approval' | 'Upcoming' | 'Past Event';

/** Spec 02 §4: pending shows 'Pending Approval'; approved shows 'Upcoming' until its day has passed, then 'Past Event'. */
export function eventDisplayStatus(event: Pick<EventRow, 'approved' | 'date' | 'time'>, now: Date = new Date()): EventDisplayStatus {
  if (!event.approved) return 'Pending Approval';
  return eventStart(event) < startOfDay(now) ? 'Past Event' : 'Upcoming';
}

const startOfDay = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate());

/** The event's start in local time (dates and times are stored without a zone, as the creator typed them). */
export function eventStart({ date, time }: Pick<EventRow, 'date' | 'time'>): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
}

/**
 * Whether the event has started: RSVPs and registration are closed from then on (the database refuses them
 * too; this only decides what the page offers).
 */
export const hasStarted = (event: Pick<EventRow, 'starts_at'>, now: number = Date.now()): boolean => Date.parse(event.starts_at) <= now;

/** 'Monday, June 1, 2099' */
export const eventDateLabel = (event: Pick<EventRow, 'date' | 'time'>): string => formatDate(eventStart(event), 'eventLong');
/** '6:30 PM' */
export const eventTimeLabel = (event: Pick<EventRow, 'date' | 'time'>): string => formatDate(eventStart(event), 'eventTime');

export const seatsLeft = (event: Pick<EventRow, 'max_attendees' | 'current_attendees'>): number =>
  Math.max(event.max_attendees - event.current_attendees, 0);

export const isFull = (event: Pick<EventRow, 'max_attendees' | 'current_attendees'>): boolean => seatsLeft(event) === 0;

export const priceLabel = (price: number): string => (price > 0 ? `$${price.toFixed(2).replace(/\.00$/, '')}` : 'Free');

/** 'Network' events have no chapter; 'Chapter' events belong to one (the All Events filter). */
export type EventFilter = 'All' | 'Network' | 'Chapter';
export const matchesFilter = (event: Pick<EventRow, 'chapter_id'>, filter: EventFilter): boolean =>
  filter === 'All' || (filter === 'Network' ? event.chapter_id === null : event.chapter_id !== null);
