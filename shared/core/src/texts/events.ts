// Chapters, events, RSVPs and my events (spec 02 §2 and §8 "Events"). The president dashboard's loading
// errors are in PRESIDENT_TEXTS, the admin's event approval in ADMIN_TEXTS.
import { type ToastText } from './common.ts';

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
} as const satisfies Record<string, string | ToastText>;
