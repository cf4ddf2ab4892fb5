import { describe, expect, it } from 'vitest';
import { eventDateLabel, eventDisplayStatus, eventTimeLabel, isFull, matchesFilter, priceLabel, seatsLeft } from '../../src/lib/event-display.ts';
import { applyRsvp } from '../../src/lib/events-cache.ts';
import { calendarFileName, calendarUid } from '../../src/features/events/utils/calendar-file.ts';

const now = new Date(2026, 10, 23, 12, 0);

describe('event display', () => {
  it('shows Pending Approval, Upcoming (today included) and Past Event as spec 02 §4 says', () => {
    expect(eventDisplayStatus({ approved: false, date: '2020-01-01', time: '10:00' }, now)).toBe('Pending Approval');
    expect(eventDisplayStatus({ approved: true, date: '2026-11-23', time: '08:00' }, now)).toBe('Upcoming');
    expect(eventDisplayStatus({ approved: true, date: '2026-12-01', time: '19:00' }, now)).toBe('Upcoming');
    expect(eventDisplayStatus({ approved: true, date: '2026-11-22', time: '23:59' }, now)).toBe('Past Event');
  });

  it('writes dates in the long weekday format and times in 12-hour form', () => {
    expect(eventDateLabel({ date: '2026-12-01', time: '19:00:00' })).toBe('Tuesday, December 1, 2026');
    expect(eventTimeLabel({ date: '2026-12-01', time: '19:00:00' })).toBe('7:00 PM');
    expect(eventTimeLabel({ date: '2026-12-01', time: '08:30' })).toBe('8:30 AM');
  });

  it('counts seats, prices and filters', () => {
    expect(seatsLeft({ max_attendees: 4, current_attendees: 3 })).toBe(1);
    expect(isFull({ max_attendees: 4, current_attendees: 4 })).toBe(true);
    expect(priceLabel(0)).toBe('Free');
    expect(priceLabel(297)).toBe('$297');
    expect(priceLabel(12.5)).toBe('$12.50');
    expect(matchesFilter({ chapter_id: null }, 'Network')).toBe(true);
    expect(matchesFilter({ chapter_id: 3 }, 'Network')).toBe(false);
    expect(matchesFilter({ chapter_id: 3 }, 'Chapter')).toBe(true);
    expect(matchesFilter({ chapter_id: null }, 'All')).toBe(true);
  });

  it('moves the optimistic seat count with the RSVP, never below zero', () => {
    expect(applyRsvp({ current_attendees: 2, myStatus: null }, 'attending')).toEqual({ current_attendees: 3, myStatus: 'attending' });
    expect(applyRsvp({ current_attendees: 3, myStatus: 'attending' }, null)).toEqual({ current_attendees: 2, myStatus: null });
    expect(applyRsvp({ current_attendees: 4, myStatus: null }, 'waitlisted')).toEqual({ current_attendees: 4, myStatus: 'waitlisted' });
    expect(applyRsvp({ current_attendees: 0, myStatus: 'attending' }, null).current_attendees).toBe(0);
  });

  it('names calendar files and keeps one UID per event', () => {
    expect(calendarUid('e1')).toBe(calendarUid('e1'));
    expect(calendarFileName('Founders Breakfast: Atlanta!')).toBe('founders-breakfast-atlanta.ics');
    expect(calendarFileName('***')).toBe('event.ics');
  });
});
