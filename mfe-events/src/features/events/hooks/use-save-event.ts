import { useSessionUser } from '@diva/core';
import { EVENTS_TEXTS } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';
import { isSignedOutError } from '../../../lib/signed-out.ts';
import { saveEvent } from '../api/save-event.ts';
import type { EventFormValues } from '../utils/event-form-schema.ts';

/** Creates or edits an event; the toasts say whether it went live or waits for approval. */
export function useSaveEvent(eventId: string | undefined, onSaved: () => void) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: EventFormValues) => saveEvent({ viewerId: viewerId!, id: eventId, values }),
    onSuccess: (saved) => {
      if (eventId) showToast(EVENTS_TEXTS.eventUpdated);
      else showToast(saved.approved ? EVENTS_TEXTS.eventCreated : EVENTS_TEXTS.eventCreatedPending);
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
      onSaved();
    },
    onError: (error) => {
      // Her session ended under the open form: the spec's sign-in text for a new event.
      if (!eventId && isSignedOutError(error)) showToast({ title: EVENTS_TEXTS.mustBeLoggedInToCreate });
      else showToast({ title: eventId ? EVENTS_TEXTS.updateFailed : EVENTS_TEXTS.createFailed });
    },
  });
}
