// Chapters, events, RSVPs and my events (spec 02 §2 and §8 "Events"). The president dashboard's loading
// errors are in PRESIDENT_TEXTS, the admin's event approval in ADMIN_TEXTS.
import { type ToastText } from './common.ts';

const EVENT_CREATED = 'Event Created';

export const EVENTS_TEXTS = {
  chapterNotFound: 'Chapter Not Found',
  memberListSoon: 'Member list will be available soon...',
  noCommunityEvents: 'No community events available yet.',
  noCreatedEvents: "You haven't created any events yet.",
  noRsvpedEvents: "You haven't RSVPed to any events yet.",
  mustBeLoggedInToCreate: 'You must be logged in to create events',
  createFailed: 'Failed to create event. Please try again.',
  rsvpLoginRequired: { title: 'Login Required', message: 'Please log in to RSVP to events' },
  rsvpUpdateFailed: 'Failed to update RSVP. Please try again.',
  deleteFailed: 'Failed to delete event. Please try again.',
  loadCommunityFailed: 'Failed to load community events',
  loadYourEventsFailed: 'Failed to load your events',
  loadRsvpedFailed: 'Failed to load your RSVPed events',
  rsvpConfirmed: { title: 'RSVP Confirmed', tone: 'success' },
  rsvpRemoved: { title: 'RSVP Removed', tone: 'success' },
  eventDeleted: { title: 'Event Deleted', tone: 'success' },
  // Beyond the seed: waitlist, creation outcome, chapter membership, registration.
  eventCreated: { title: EVENT_CREATED, tone: 'success' },
  eventCreatedPending: { title: EVENT_CREATED, message: 'Your event is pending approval.', tone: 'success' },
  eventUpdated: { title: 'Event Updated', tone: 'success' },
  updateFailed: 'Failed to update event. Please try again.',
  waitlistJoined: { title: 'Joined Waitlist', message: 'We will save you the next free seat.', tone: 'success' },
  waitlistLeft: { title: 'Left Waitlist', tone: 'success' },
  chapterJoined: { title: 'Welcome to the chapter!', tone: 'success' },
  chapterLeft: { title: 'You left the chapter', tone: 'success' },
  chapterUpdateFailed: 'Failed to update chapter membership. Please try again.',
  loadChaptersFailed: 'Failed to load chapters',
  loadEventFailed: 'Failed to load event',
  eventNotFound: 'Event Not Found',
  registrationFailed: 'Failed to register. Please try again.',
  payAtDoor: 'Payment is taken at the door: no card is needed to register.',
  eventFull: 'This event is full.',
} as const satisfies Record<string, string | ToastText>;
