// The events area's own words (beyond the spec; the spec's event texts are in @diva/core's EVENTS_TEXTS).

export const EVENTS_AREA_TEXTS = {
  startedClosed: 'This event has started: RSVPs and registration are closed.',
  registrationClosed: 'Registration closed',
  upcoming: 'Upcoming',
  past: 'Past',
  noUpcomingRsvps: 'No upcoming events.',
  noPastRsvps: 'No past events yet.',
  addToCalendar: 'Add to calendar',
  calendarFailed: 'Failed to create the calendar file',
  chapterLocation: 'Where we meet',
  openInMap: 'Open in a map',
} as const;

export const BEYOND_SPEC = [
  'EVENTS_AREA_TEXTS.startedClosed',
  'EVENTS_AREA_TEXTS.registrationClosed',
  'EVENTS_AREA_TEXTS.noUpcomingRsvps',
  'EVENTS_AREA_TEXTS.noPastRsvps',
  'EVENTS_AREA_TEXTS.addToCalendar',
  'EVENTS_AREA_TEXTS.calendarFailed',
  'EVENTS_AREA_TEXTS.chapterLocation',
  'EVENTS_AREA_TEXTS.openInMap',
];
