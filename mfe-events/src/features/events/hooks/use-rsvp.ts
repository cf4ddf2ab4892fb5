import { useSessionUser } from '@diva/core';
import { EVENTS_TEXTS } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { applyRsvp, patchEvent } from '../../../lib/events-cache.ts';
import { eventsKeys } from '../../../lib/query-keys.ts';
import { isSignedOutError } from '../../../lib/signed-out.ts';
import { type RsvpInput, setRsvp } from '../api/set-rsvp.ts';

/**
 * RSVP, waitlist and cancel with an optimistic seat count, reverted with the spec's text when the database
 * refuses. A second click while one runs is ignored.
 */
export function useRsvp() {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: (input: RsvpInput) => setRsvp(input),
    onMutate: ({ eventId, action }) => {
      const next = action === 'cancel' ? null : action === 'attend' ? 'attending' : 'waitlisted';
      let previous: string | null = null;
      const restore = patchEvent(queryClient, viewerId!, eventId, (event) => ((previous = event.myStatus), applyRsvp(event, next)));
      return { restore, wasWaitlisted: previous === 'waitlisted' };
    },
    onError: (error, _input, context) => {
      context?.restore();
      // Her session ended under the open page: the spec's sign-in text, not a generic failure.
      showToast(isSignedOutError(error) ? EVENTS_TEXTS.rsvpLoginRequired : { title: EVENTS_TEXTS.rsvpUpdateFailed });
    },
    onSuccess: (outcome, { eventId, action }, context) => {
      patchEvent(queryClient, viewerId!, eventId, (event) => ({ ...event, myStatus: outcome }));
      if (action === 'cancel') showToast(context?.wasWaitlisted ? EVENTS_TEXTS.waitlistLeft : EVENTS_TEXTS.rsvpRemoved);
      else showToast(outcome === 'waitlisted' ? EVENTS_TEXTS.waitlistJoined : EVENTS_TEXTS.rsvpConfirmed);
    },
    onSettled: () => {
      running.current = false;
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    },
  });
  const run = (eventId: string, action: RsvpInput['action']) => {
    if (!viewerId) {
      showToast(EVENTS_TEXTS.rsvpLoginRequired);
      return;
    }
    if (running.current) return;
    running.current = true;
    mutation.mutate({ viewerId, eventId, action });
  };
  return { run, pendingEventId: mutation.isPending ? mutation.variables?.eventId : undefined };
}
