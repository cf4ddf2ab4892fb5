import { Button } from '@diva/ui';
import { eventDisplayStatus, hasStarted, isFull } from '../../../lib/event-display.ts';
import type { ViewerEvent } from '../../../lib/event-types.ts';

interface RsvpButtonProps {
  event: ViewerEvent;
  pending: boolean;
  onAction: (action: 'attend' | 'waitlist' | 'cancel') => void;
  attendLabel?: string;
}

/** RSVP / Cancel RSVP / Join waitlist / Leave waitlist, as the viewer's status and the seats say. */
export function RsvpButton({ event, pending, onAction, attendLabel = 'RSVP' }: RsvpButtonProps) {
  // Pending events take no RSVPs, and past ones are over.
  if (eventDisplayStatus(event) !== 'Upcoming' || hasStarted(event)) return null;
  if (event.myStatus === 'attending') {
    return (
      <Button variant="outline" loading={pending} disabled={pending} onClick={() => onAction('cancel')}>
        Cancel RSVP
      </Button>
    );
  }
  if (event.myStatus === 'waitlisted') {
    return (
      <Button variant="outline" loading={pending} disabled={pending} onClick={() => onAction('cancel')}>
        Leave waitlist
      </Button>
    );
  }
  if (isFull(event)) {
    return (
      <Button variant="secondary" loading={pending} disabled={pending} onClick={() => onAction('waitlist')}>
        Join waitlist
      </Button>
    );
  }
  return (
    <Button variant="glamour" loading={pending} disabled={pending} onClick={() => onAction('attend')}>
      {attendLabel}
    </Button>
  );
}
